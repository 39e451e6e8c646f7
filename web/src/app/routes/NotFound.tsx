import { Link } from '../../lib/router';
import { PAGES } from '../../config/pages';
import { EVENT_MESSAGES } from '../../features/events/messages';
import { usePageMeta } from '../../hooks/use-page-meta';

export function NotFound() {
  usePageMeta('Page not found');
  return (
    <section className="section page-message">
      <div className="container">
        <p className="page-message__code" aria-hidden="true">
          404
        </p>
        <h1 className="section__title">Page not found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <Link to="/" className="button button--primary">
          Back to home
        </Link>
      </div>
    </section>
  );
}

/**
 * The 404 page of a sub-event address (answered with a 404 status): spec §8's words for it
 * rather than "Page not found". Published once for every such address, so it names none.
 */
export function EventNotFound({ address }: { address: string }) {
  const url = new URL(address, 'http://site');
  const detail = url.pathname === PAGES.subEventDetail.path;
  const title = detail ? PAGES.subEventDetail.heading : PAGES.subEvents.heading;
  const message = !detail
    ? EVENT_MESSAGES.noEvents
    : url.searchParams.has('header')
      ? EVENT_MESSAGES.notFound
      : EVENT_MESSAGES.noHeader;
  usePageMeta(title);
  return (
    <section className="section page-message">
      <div className="container">
        <p className="page-message__code" aria-hidden="true">
          404
        </p>
        <h1 className="section__title">{title}</h1>
        <p className="notice">{message}</p>
        <Link to="/event" className="button button--primary">
          See all events
        </Link>
      </div>
    </section>
  );
}
