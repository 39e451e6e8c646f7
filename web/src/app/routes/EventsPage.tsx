import { PAGES } from '../../config/pages';
import { EventsSection } from '../../features/events/components/EventsSection';
import { SubEventsSection } from '../../features/events/components/SubEventsSection';
import { usePageMeta } from '../../hooks/use-page-meta';

export function EventsPage() {
  usePageMeta('Events', PAGES.events.description);
  return (
    <>
      <EventsSection level={1} />
      <SubEventsSection />
    </>
  );
}
