import { footer, upperHeader, type SiteRecord } from '@club/model';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { ScrollToTop } from '../components/ScrollToTop';
import { useApi } from '../hooks/use-api';
import { listPath } from '../lib/api';

/**
 * The layout route around every public page. The strip and footer are fetched here, not per
 * page: the layout stays mounted across navigations, so each is requested once per page load.
 */
export function App() {
  const strip = useApi<SiteRecord<typeof upperHeader>[]>(listPath(upperHeader));
  const footerRecords = useApi<SiteRecord<typeof footer>[]>(listPath(footer));

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header strip={strip.data} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer record={footerRecords.data?.[0]} />
      <ScrollToTop />
      <ScrollRestoration />
    </>
  );
}
