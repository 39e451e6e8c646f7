import { event, fileUrl } from '@club/model';
import { useSearchParams } from '../../lib/router';
import { PAGES } from '../../config/pages';
import { SubEventsSection } from '../../features/events/components/SubEventsSection';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useRecords } from '../../hooks/use-site';

/** One event's page tells link previews and search engines about the event itself. */
function useEventMeta(eventTitle: string | undefined) {
  const events = useRecords(event);
  const found =
    eventTitle !== undefined && events.status === 'ready'
      ? events.records.find((e) => e.title === eventTitle)
      : undefined;
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
  useEventMeta(eventTitle);
  return <SubEventsSection level={1} eventTitle={eventTitle} />;
}
