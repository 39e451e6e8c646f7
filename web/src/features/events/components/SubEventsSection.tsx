import { subEvent } from '@club/model';
import type { ReactNode } from 'react';
import { RecordsSection } from '../../../components/RecordsSection';
import { cardHeading, leadsPage, type HeadingLevel } from '../../../components/Section';
import { PAGES } from '../../../config/pages';
import { EVENT_MESSAGES } from '../messages';
import { SubEventCard } from './SubEventCard';
import './events.css';

interface SubEventsSectionProps {
  level?: HeadingLevel;
  /** Only the sub-events of the event with this title (spec §2: /subevent?header=...). */
  eventTitle?: string;
  /** The event's own words, above its sub-events. */
  intro?: ReactNode;
}

/** The parts of the club's events (contests, workshops), each with its own detail page. */
export function SubEventsSection({ level = 2, eventTitle, intro }: SubEventsSectionProps) {
  return (
    <RecordsSection
      definition={subEvent}
      title={eventTitle ?? PAGES.subEvents.heading}
      eyebrow="Latest Event"
      className="sub-events"
      level={level}
      lead={intro}
      loading="Loading events..."
      empty={eventTitle === undefined ? 'No sub-events yet.' : EVENT_MESSAGES.noEvents}
      select={
        eventTitle === undefined
          ? undefined
          : (all) => all.filter((s) => s.eventName === eventTitle)
      }
    >
      {(subEvents) => (
        <div className="event-grid">
          {subEvents.map((s, i) => (
            <SubEventCard
              key={s.id}
              subEvent={s}
              titleLevel={cardHeading(level)}
              first={leadsPage(level, i)}
            />
          ))}
        </div>
      )}
    </RecordsSection>
  );
}
