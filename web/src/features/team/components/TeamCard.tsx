import { team, uploadUrl, whatsappLink, type SiteRecord } from '@club/model';
import { useId, type ReactNode } from 'react';
import { FacebookIcon, LinkedinIcon, MailIcon, WhatsappIcon } from '../../../components/Icons';

// Spec §9: team pictures are 300x300; fixed sizes keep the grid from jumping as they load.
const IMAGE_SIZE = 300;

type ContactField = 'email' | 'facebook' | 'linkedin' | 'whatsapp';

const CONTACTS: readonly { field: ContactField; icon: ReactNode; href: (v: string) => string }[] = [
  { field: 'email', icon: <MailIcon />, href: (v) => `mailto:${v}` },
  { field: 'facebook', icon: <FacebookIcon />, href: (v) => v },
  { field: 'linkedin', icon: <LinkedinIcon />, href: (v) => v },
  { field: 'whatsapp', icon: <WhatsappIcon />, href: whatsappLink },
];

interface TeamCardProps {
  member: SiteRecord<typeof team>;
  /** The member's name sits one level below the section heading. */
  nameLevel: 2 | 3;
}

export function TeamCard({ member, nameLevel }: TeamCardProps) {
  const nameId = useId();
  const Name = nameLevel === 2 ? 'h2' : 'h3';
  const contacts = CONTACTS.filter(({ field }) => member[field]);

  return (
    <article className="team-card" aria-labelledby={nameId}>
      {member.image && (
        <img
          className="team-card__image"
          src={uploadUrl('team', member.image)}
          alt={member.name}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="team-card__body">
        <Name id={nameId} className="team-card__name">
          {member.name}
        </Name>
        <p className="team-card__position">{member.position}</p>
        <p className="team-card__description">{member.description}</p>
        {contacts.length > 0 && (
          <ul className="team-card__links">
            {contacts.map(({ field, icon, href }) => {
              // mailto opens the mail client; the web profiles open in a new tab.
              const external = field !== 'email';
              return (
                <li key={field}>
                  <a
                    href={href(member[field])}
                    aria-label={`${team.fields[field].label} ${member.name}`}
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
