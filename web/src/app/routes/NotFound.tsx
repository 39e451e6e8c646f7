import { Link } from '../../lib/router';
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
