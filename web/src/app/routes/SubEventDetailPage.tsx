import { useSearchParams } from '../../lib/router';
import { SubEventDetail } from '../../features/events/components/SubEventDetail';
import { usePageMeta } from '../../hooks/use-page-meta';

/** /subevent/oneevent?header=...&eventName=... (spec §2, the Read More of a sub-event). */
export function SubEventDetailPage() {
  const params = useSearchParams();
  usePageMeta('Event details');
  return (
    <section className="section">
      <div className="container">
        <SubEventDetail header={params.get('header')} eventName={params.get('eventName')} />
      </div>
    </section>
  );
}
