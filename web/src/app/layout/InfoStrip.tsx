import type { SiteRecord, upperHeader } from '@club/model';
import type { ReactNode } from 'react';
import { HomeIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../components/Icons';

type UpperHeader = SiteRecord<typeof upperHeader>;

type Kind = 'location' | 'home' | 'email' | 'phone';

// Spec §2: the first four records, in order, fill these slots.
const SLOTS: readonly { kind: Kind; icon: ReactNode }[] = [
  { kind: 'location', icon: <MapPinIcon /> },
  { kind: 'home', icon: <HomeIcon /> },
  { kind: 'email', icon: <MailIcon /> },
  { kind: 'phone', icon: <PhoneIcon /> },
];

/** Turns an address or number into a link where the slot says what it is; anything else stays text. */
function Detail({ kind, text }: { kind: Kind; text: string }) {
  if (kind === 'email' && /^\S+@\S+\.\S+$/.test(text)) return <a href={`mailto:${text}`}>{text}</a>;
  const digits = text.replace(/[^\d+]/g, '');
  if (kind === 'phone' && digits.replace('+', '').length >= 6) {
    return <a href={`tel:${digits}`}>{text}</a>;
  }
  return <>{text}</>;
}

/** The contact strip above the navbar; absent on error or with no records. */
export function InfoStrip({ records }: { records: readonly UpperHeader[] | undefined }) {
  const items = SLOTS.flatMap((slot, i) => {
    const record = records?.[i];
    return record ? [{ ...slot, record }] : [];
  });
  if (items.length === 0) return null;

  return (
    <div className="info-strip">
      <ul className="container info-strip__list" aria-label="Contact information">
        {items.map(({ kind, icon, record }) => (
          <li key={record.id} className="info-strip__item" data-kind={kind}>
            <span className="info-strip__icon">{icon}</span>
            <span className="info-strip__text">
              <strong>{record.title}</strong>
              {[record.description1, record.description2].filter(Boolean).map((text, j) => (
                <span key={j}>
                  <Detail kind={kind} text={text} />
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
