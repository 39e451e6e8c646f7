import { event, type SiteRecord } from '@club/model';

/** The fields an editor writes for the event's own page, in the order they are read. */
const PARAGRAPHS = ['description1', 'description2', 'description3'] as const;

/**
 * An event's page opens with what the club wrote about it (Description 1, 2 and 3); the
 * shorter Description is the event's card. Empty ones are left out, not shown as gaps.
 */
export function EventIntro({ event: e }: { event: SiteRecord<typeof event> }) {
  const paragraphs = PARAGRAPHS.map((field) => e[field]).filter((text) => text.trim() !== '');
  if (paragraphs.length === 0) return null;
  return (
    <div className="event-intro">
      {paragraphs.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </div>
  );
}
