import { advisor, fileUrl, team, whatsappLink, type SiteRecord } from '@club/model';
import { useId, type ReactNode } from 'react';
import { cardAnchor } from '../lib/links';
import { FacebookIcon, LinkedinIcon, MailIcon, WhatsappIcon } from './Icons';
import './person-card.css';

/** Team members and event advisors are both people with a photo and the same four links. */
type Person = typeof team | typeof advisor;

// Spec §9: team and advisor pictures are 300×300; fixed sizes keep the grid from jumping.
const IMAGE_SIZE = 300;

type ContactField = 'email' | 'facebook' | 'linkedin' | 'whatsapp';

const CONTACTS: readonly { field: ContactField; icon: ReactNode; href: (v: string) => string }[] = [
  { field: 'email', icon: <MailIcon />, href: (v) => `mailto:${v}` },
  { field: 'facebook', icon: <FacebookIcon />, href: (v) => v },
  { field: 'linkedin', icon: <LinkedinIcon />, href: (v) => v },
  { field: 'whatsapp', icon: <WhatsappIcon />, href: whatsappLink },
];

/** What a card shows of a person; team members and advisors both have it. */
type PersonRecord = Pick<
  SiteRecord<typeof team>,
  'id' | 'name' | 'position' | 'description' | 'image' | ContactField
>;

interface PersonCardProps {
  definition: Person;
  person: PersonRecord;
  /** The name sits one level below the section heading. */
  nameLevel: 'h2' | 'h3';
  /** The first card of a page is in view at once: its picture is fetched first, not lazily. */
  first?: boolean;
}

export function PersonCard({
  definition,
  person,
  nameLevel: Name,
  first = false,
}: PersonCardProps) {
  const nameId = useId();
  const contacts = CONTACTS.filter(({ field }) => person[field]);

  return (
    <article
      className="card person-card"
      aria-labelledby={nameId}
      id={cardAnchor(definition.name, person.id)}
      tabIndex={-1}
    >
      {person.image && (
        <img
          className="person-card__image"
          src={fileUrl(definition, person.image)}
          alt={person.name}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding="async"
        />
      )}
      <div className="person-card__body">
        <Name id={nameId} className="person-card__name">
          {person.name}
        </Name>
        <p className="person-card__position">{person.position}</p>
        <p className="person-card__description">{person.description}</p>
        {contacts.length > 0 && (
          <ul className="person-card__links">
            {contacts.map(({ field, icon, href }) => {
              // mailto opens the mail client; the web profiles open in a new tab.
              const external = field !== 'email';
              return (
                <li key={field}>
                  <a
                    href={href(person[field])}
                    aria-label={`${definition.fields[field].label} ${person.name}`}
                    {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {icon}
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </article>
  );
}
