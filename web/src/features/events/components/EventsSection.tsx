import { event } from '@club/model';
import { RecordsSection } from '../../../components/RecordsSection';
import { cardHeading, leadsPage, type HeadingLevel } from '../../../components/Section';
import { PAGES } from '../../../config/pages';
import { EventCard } from './EventCard';
import './events.css';

/** 'Latest Event': the club's events, newest first, each leading to its sub-events. */
export function EventsSection({ level = 2 }: { level?: HeadingLevel }) {
  return (
    <RecordsSection
      definition={event}
      title={PAGES.events.heading}
      eyebrow="Events"
      className="events"
      level={level}
      loading="Loading events..."
      empty="No events yet. Check back soon!"
    >
      {(events) => (
        <div className="event-grid">
          {events.map((e, i) => (
            <EventCard
              key={e.id}
              event={e}
              titleLevel={cardHeading(level)}
              first={leadsPage(level, i)}
            />
          ))}
        </div>
      )}
    </RecordsSection>
  );
}
