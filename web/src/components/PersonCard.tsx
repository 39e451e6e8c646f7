import { advisor, team, whatsappLink, type SiteRecord } from '@club/model';
import { useId, type ReactNode } from 'react';
import { cardAnchor } from '../lib/links';
import { FacebookIcon, LinkedinIcon, MailIcon, WhatsappIcon } from './Icons';
import { pictureProps } from './picture-props';
import './person-card.css';

/** Team members and event advisors are both people with a photo and the same four links. */
type Person = typeof team | typeof advisor;

// Spec §9: team and advisor pictures are 300×300; fixed sizes keep the grid from jumping.
const IMAGE_SIZE = 300;

/**
 * A card's width in .person-grid across the container (1200 px less 2 × 20 px padding, 24 px
 * gaps): one column, two from 560 px, three from 900, four from 1150 (272 px at 1200 and up).
 */
const PERSON_GRID_SIZES =
  '(min-width: 1200px) 272px, (min-width: 1150px) calc(25vw - 28px), ' +
  '(min-width: 900px) calc(33.3vw - 29px), (min-width: 560px) calc(50vw - 32px), ' +
  'calc(100vw - 40px)';

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
  /** The card's width in its grid, when the grid is narrower than the page's (see above). */
  sizes?: string;
}

export function PersonCard({
  definition,
  person,
  nameLevel: Name,
  first = false,
  sizes = PERSON_GRID_SIZES,
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
          {...pictureProps(definition, person.image, sizes, first ? 'priority' : 'lazy')}
          alt={person.name}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
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
