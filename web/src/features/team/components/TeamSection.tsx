import { team } from '@club/model';
import { PersonCard } from '../../../components/PersonCard';
import { RecordsSection } from '../../../components/RecordsSection';
import { PAGES } from '../../../config/pages';
import { cardHeading, leadsPage, type HeadingLevel } from '../../../components/Section';

/** 'Expert Team Members': the team page's main content and a section of the home page. */
export function TeamSection({ level = 2 }: { level?: HeadingLevel }) {
  return (
    <RecordsSection
      definition={team}
      title={PAGES.team.heading}
      eyebrow="Our Team"
      level={level}
      loading="Loading team members..."
      empty="Our team is being assembled. Check back soon!"
    >
      {(members) => (
        <div className="person-grid">
          {members.map((member, i) => (
            <PersonCard
              key={member.id}
              definition={team}
              person={member}
              nameLevel={cardHeading(level)}
              first={leadsPage(level, i)}
            />
          ))}
        </div>
      )}
    </RecordsSection>
  );
}
