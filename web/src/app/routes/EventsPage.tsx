import { PAGES } from '../../config/pages';
import { EventsSection } from '../../features/events/components/EventsSection';
import { SubEventsSection } from '../../features/events/components/SubEventsSection';
import { useSitePageMeta } from '../../hooks/use-page-meta';

export function EventsPage() {
  useSitePageMeta(PAGES.events);
  return (
    <>
      <EventsSection level={1} />
      <SubEventsSection />
    </>
  );
}
