import { messagesFor, subEvent } from '@club/model';
import { DataState } from '../../../components/DataState';
import { cardHeading, Section, type HeadingLevel } from '../../../components/Section';
import { useRecords } from '../../../hooks/use-site';
import { SubEventCard } from './SubEventCard';
import './events.css';

interface SubEventsSectionProps {
  level?: HeadingLevel;
  /** Only the sub-events of the event with this title (spec §2: /subevent?header=...). */
  eventTitle?: string;
}

/** The parts of the club's events (contests, workshops), each with its own detail page. */
export function SubEventsSection({ level = 2, eventTitle }: SubEventsSectionProps) {
  const state = useRecords(subEvent);
  const shown =
    state.status === 'ready' && eventTitle !== undefined
      ? { ...state, records: state.records.filter((s) => s.eventName === eventTitle) }
      : state;
  return (
    <Section title={eventTitle ?? 'Sub Events'} eyebrow="Latest Event" level={level}>
      <DataState
        state={shown}
        loading="Loading events..."
        failed={messagesFor(subEvent).loadFailed}
        empty={eventTitle === undefined ? 'No sub-events yet.' : 'No events found.'}
      >
        {(subEvents) => (
          <div className="event-grid">
            {subEvents.map((s) => (
              <SubEventCard key={s.id} subEvent={s} titleLevel={cardHeading(level)} />
            ))}
          </div>
        )}
      </DataState>
    </Section>
  );
}
