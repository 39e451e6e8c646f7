import { Suspense, use, useEffect, useState } from 'react';
import { Spinner } from '../components/Spinner';
import { Toaster } from '../components/Toaster';
import { PublishedPageContext } from '../hooks/use-published-page';
import { SiteContext } from '../hooks/use-site';
import type { PublishedPage } from '../lib/published-page';
import { useLocation } from '../lib/router';
import { loadSite, type SiteState } from '../lib/site-data';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { ScrollToTop } from './layout/ScrollToTop';
import { PageChange } from './PageChange';
import { AppRoutes, NotFoundPage } from './routes';

/**
 * Marks the document once the page is the app's (rendered, or a published one taken over):
 * from then on it answers the visitor. Browser tests wait for it; it renders nothing.
 */
function Started() {
  useEffect(() => {
    document.documentElement.dataset.started = '';
  }, []);
  return null;
}

/**
 * Every public page: header, page, footer.
 *
 * A published page (`page`) arrives whole in its HTML with the records it shows, and the app
 * takes it over as it is; the next pages read the site's data (loadSite). The app shell, for
 * an address nothing was published at yet, waits behind the full-screen loader for the site
 * data and the page's code together, so nothing moves once it shows.
 */
export function App({ page }: { page?: PublishedPage }) {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const [first] = useState(here);
  const published = page && here === first ? page : undefined;
  const site: SiteState = published ? { status: 'ready', data: published.site } : use(loadSite());
  const content = (
    <>
      {published?.notFound ? <NotFoundPage address={published.address} /> : <AppRoutes />}
      <Started />
    </>
  );
  return (
    <PublishedPageContext value={published}>
      <SiteContext value={site}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Header />
        <main id="main" tabIndex={-1}>
          {/* The header and footer of a published page work while its page's code loads. */}
          {page ? <Suspense fallback={<Spinner />}>{content}</Suspense> : content}
          {/* At the end of the content, so it stops above the footer rather than covering it. */}
          <ScrollToTop />
        </main>
        <Footer />
        <Toaster />
        <PageChange />
      </SiteContext>
    </PublishedPageContext>
  );
}
