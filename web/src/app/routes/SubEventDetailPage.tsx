import { useSearchParams } from '../../lib/router';
import { SubEventDetail } from '../../features/events/components/SubEventDetail';

/** /subevent/oneevent?header=...&eventName=... (spec §2, the Read More of a sub-event). */
export function SubEventDetailPage() {
  const params = useSearchParams();
  return (
    <section className="section">
      <div className="container">
        <SubEventDetail header={params.get('header')} eventName={params.get('eventName')} />
      </div>
    </section>
  );
}
