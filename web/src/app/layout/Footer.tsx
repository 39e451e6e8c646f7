import { footer, type SiteRecord } from '@club/model';
import type { ReactNode } from 'react';
import { CLUB_NAME } from '../../config/site';
import { useRecords } from '../../hooks/use-site';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedinIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  TwitterIcon,
  YoutubeIcon,
} from '../../components/Icons';
import './footer.css';

type FooterRecord = SiteRecord<typeof footer>;

// Which icon stands for which social field; the visible names come from the model's labels.
const SOCIAL: readonly {
  field: keyof FooterRecord & keyof typeof footer.fields;
  icon: ReactNode;
}[] = [
  { field: 'twitar', icon: <TwitterIcon /> },
  { field: 'facebook', icon: <FacebookIcon /> },
  { field: 'youtube', icon: <YoutubeIcon /> },
  { field: 'instagram', icon: <InstagramIcon /> },
  { field: 'linkedin', icon: <LinkedinIcon /> },
];

/** Site footer from the first footer record; without one only the copyright line shows. */
export function Footer() {
  const footers = useRecords(footer);
  const record = footers.status === 'ready' ? footers.records[0] : undefined;
  const year = new Date().getFullYear();
  const social = record ? SOCIAL.filter(({ field }) => record[field]) : [];

  return (
    <footer className="site-footer">
      {record && (
        <div className="container site-footer__grid">
          <section aria-labelledby="footer-title">
            <h2 id="footer-title" className="site-footer__title">
              {record.title}
            </h2>
            <ul className="site-footer__contact">
              <li>
                <MapPinIcon /> <span>{record.address}</span>
              </li>
              <li>
                <PhoneIcon />{' '}
                <a href={`tel:${record.number.replace(/[^\d+]/g, '')}`}>{record.number}</a>
              </li>
              <li>
                <MailIcon /> <a href={`mailto:${record.email}`}>{record.email}</a>
              </li>
            </ul>
          </section>
          {social.length > 0 && (
            <ul className="site-footer__social" aria-label="Social media">
              {social.map(({ field, icon }) => (
                <li key={field}>
                  <a
                    href={record[field]}
                    aria-label={footer.fields[field].label}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {icon}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <p className="site-footer__copyright">
        © {year} {CLUB_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
