import { useSearchParams } from '../../lib/router';
import { PAGES } from '../../config/pages';
import { SubEventsSection } from '../../features/events/components/SubEventsSection';
import { usePageMeta } from '../../hooks/use-page-meta';

/** /subevent, or /subevent?header=<event title> for one event's sub-events (spec §2). */
export function SubEventsPage() {
  const eventTitle = useSearchParams().get('header') ?? undefined;
  usePageMeta(eventTitle ?? PAGES.subEvents.title, PAGES.subEvents.description);
  return <SubEventsSection level={1} eventTitle={eventTitle} />;
}
