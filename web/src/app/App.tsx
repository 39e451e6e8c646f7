import { use } from 'react';
import { Toaster } from '../components/Toaster';
import { SiteContext } from '../hooks/use-site';
import { loadSite } from '../lib/site-data';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { ScrollToTop } from './layout/ScrollToTop';
import { PageChange } from './PageChange';
import { AppRoutes } from './routes';

/**
 * Every public page: header, page, footer. The first paint waits (behind the full-screen
 * loader) for the site data and the page's code together, so nothing moves once it shows.
 */
export function App() {
  const site = use(loadSite());
  return (
    <SiteContext value={site}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <AppRoutes />
        {/* At the end of the content, so it stops above the footer rather than covering it. */}
        <ScrollToTop />
      </main>
      <Footer />
      <Toaster />
      <PageChange />
    </SiteContext>
  );
}
