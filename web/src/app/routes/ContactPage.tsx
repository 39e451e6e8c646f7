import { footer } from '@club/model';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../components/Icons';
import { Section } from '../../components/Section';
import { PAGES } from '../../config/pages';
import { ContactForm } from '../../features/contact/components/ContactForm';
import { useSitePageMeta } from '../../hooks/use-page-meta';
import { useRecords } from '../../hooks/use-site';

/** Where else to reach the club, from the footer's record. */
function ContactDetails() {
  const footers = useRecords(footer);
  const record = footers.status === 'ready' ? footers.records[0] : undefined;
  if (!record) return null;
  return (
    <ul className="contact-details">
      <li>
        <MapPinIcon /> <span>{record.address}</span>
      </li>
      <li>
        <PhoneIcon /> <a href={`tel:${record.number.replace(/[^\d+]/g, '')}`}>{record.number}</a>
      </li>
      <li>
        <MailIcon /> <a href={`mailto:${record.email}`}>{record.email}</a>
      </li>
    </ul>
  );
}

export function ContactPage() {
  useSitePageMeta(PAGES.contact);
  return (
    <Section title={PAGES.contact.heading} eyebrow="Get in touch" level={1}>
      <div className="contact-layout">
        <div>
          <p>
            Questions about joining, sponsoring or a certificate? Write to us and we will answer by
            e-mail.
          </p>
          <ContactDetails />
        </div>
        <ContactForm />
      </div>
    </Section>
  );
}
