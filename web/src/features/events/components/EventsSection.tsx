import { event, messagesFor } from '@club/model';
import { DataState } from '../../../components/DataState';
import { cardHeading, Section, type HeadingLevel } from '../../../components/Section';
import { useRecords } from '../../../hooks/use-site';
import { EventCard } from './EventCard';
import './events.css';

/** 'Latest Event': the club's events, newest first, each leading to its sub-events. */
export function EventsSection({ level = 2 }: { level?: HeadingLevel }) {
  return (
    <Section title="Latest Event" eyebrow="Events" level={level}>
      <DataState
        state={useRecords(event)}
        loading="Loading events..."
        failed={messagesFor(event).loadFailed}
        empty="No events yet. Check back soon!"
      >
        {(events) => (
          <div className="event-grid">
            {events.map((e) => (
              <EventCard key={e.id} event={e} titleLevel={cardHeading(level)} />
            ))}
          </div>
        )}
      </DataState>
    </Section>
  );
}
