import { messagesFor, team } from '@club/model';
import { DataState } from '../../../components/DataState';
import { PersonCard } from '../../../components/PersonCard';
import { cardHeading, Section, type HeadingLevel } from '../../../components/Section';
import { useRecords } from '../../../hooks/use-site';

/** 'Expert Team Members': the team page's main content and a section of the home page. */
export function TeamSection({ level = 2 }: { level?: HeadingLevel }) {
  return (
    <Section title="Expert Team Members" eyebrow="Our Team" level={level}>
      <DataState
        state={useRecords(team)}
        loading="Loading team members..."
        failed={messagesFor(team).loadFailed}
        empty="Our team is being assembled. Check back soon!"
      >
        {(members) => (
          <div className="person-grid">
            {members.map((member) => (
              <PersonCard
                key={member.id}
                definition={team}
                person={member}
                nameLevel={cardHeading(level)}
              />
            ))}
          </div>
        )}
      </DataState>
    </Section>
  );
}
