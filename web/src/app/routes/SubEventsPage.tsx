import { event, fileUrl } from '@club/model';
import { useSearchParams } from '../../lib/router';
import { PAGES } from '../../config/pages';
import { EventIntro } from '../../features/events/components/EventIntro';
import { SubEventsSection } from '../../features/events/components/SubEventsSection';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useRecords } from '../../hooks/use-site';

/** The event a page is about, once the events are read. */
function useEvent(eventTitle: string | undefined) {
  const events = useRecords(event);
  return eventTitle !== undefined && events.status === 'ready'
    ? events.records.find((e) => e.title === eventTitle)
    : undefined;
}

/** One event's page tells link previews and search engines about the event itself. */
function useEventMeta(eventTitle: string | undefined, found: ReturnType<typeof useEvent>) {
  usePageMeta(
    eventTitle ?? PAGES.subEvents.title,
    found?.description || PAGES.subEvents.description,
    found
      ? {
          image: fileUrl(event, found.image),
          structuredData: {
            '@type': 'Event',
            name: found.title,
            description: found.description,
            image: fileUrl(event, found.image),
          },
        }
      : {},
  );
}

/** /subevent, or /subevent?header=<event title> for one event's sub-events (spec §2). */
export function SubEventsPage() {
  const eventTitle = useSearchParams().get('header') ?? undefined;
  const found = useEvent(eventTitle);
  useEventMeta(eventTitle, found);
  return (
    <SubEventsSection
      level={1}
      eventTitle={eventTitle}
      intro={found && <EventIntro event={found} />}
    />
  );
}
