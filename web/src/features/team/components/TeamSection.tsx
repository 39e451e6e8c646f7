import { messagesFor, team } from '@club/model';
import { useId } from 'react';
import { Spinner } from '../../../components/Spinner';
import { useTeam } from '../api/get-team';
import { TeamCard } from './TeamCard';

const LOAD_FAILED = messagesFor(team).loadFailed;

/** 'Expert Team Members': the team page's main content and a section of the home page. */
export function TeamSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { data, error, loading } = useTeam();
  const headingId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section className="section team-section" aria-labelledby={headingId}>
      <div className="container">
        <p className="section__eyebrow">Our Team</p>
        <Heading id={headingId} className="section__title">
          Expert Team Members
        </Heading>
        {loading ? (
          <Spinner />
        ) : error || !Array.isArray(data) ? (
          <p role="alert" className="notice notice--error">
            {LOAD_FAILED}
          </p>
        ) : data.length === 0 ? (
          <p className="notice">Our team is being assembled. Check back soon!</p>
        ) : (
          <div className="team-grid">
            {data.map((member) => (
              <TeamCard key={member.id} member={member} nameLevel={headingLevel === 1 ? 2 : 3} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
