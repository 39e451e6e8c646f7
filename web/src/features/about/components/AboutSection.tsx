import { about, fileUrl, footer } from '@club/model';
import { ExternalLinkIcon } from '../../../components/Icons';
import { RecordsSection } from '../../../components/RecordsSection';
import type { HeadingLevel } from '../../../components/Section';
import { PAGES } from '../../../config/pages';
import { CLUB_NAME } from '../../../config/site';
import { useRecords } from '../../../hooks/use-site';
import './about.css';

/** The club's social page, from the footer's record: where Learn More leads (spec §2). */
function useSocialPage() {
  const footers = useRecords(footer);
  return footers.status === 'ready' ? footers.records[0]?.facebook : undefined;
}

/** Who the club is: the first about record's picture, title and two paragraphs. */
export function AboutSection({ level = 2 }: { level?: HeadingLevel }) {
  const socialPage = useSocialPage();
  return (
    <RecordsSection
      definition={about}
      title={PAGES.about.heading}
      eyebrow="About the club"
      level={level}
      className="about"
      loading="Loading about..."
      empty="Our story will be told here soon."
    >
      {([entry]) =>
        entry && (
          <div className="about__grid">
            <img
              className="about__image"
              src={fileUrl(about, entry.image)}
              alt=""
              width={800}
              height={1000}
              loading="lazy"
              decoding="async"
            />
            <div>
              <p className="about__title">{entry.title}</p>
              <p>{entry.description1}</p>
              <p>{entry.description2}</p>
              {socialPage && (
                <a
                  className="button button--primary"
                  href={socialPage}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Learn More<span className="visually-hidden"> about {CLUB_NAME} on Facebook</span>
                  <ExternalLinkIcon size={16} />
                </a>
              )}
            </div>
          </div>
        )
      }
    </RecordsSection>
  );
}
