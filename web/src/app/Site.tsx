import { StrictMode, Suspense } from 'react';
import { Spinner } from '../components/Spinner';
import type { PublishedPage } from '../lib/published-page';
import { BrowserRouter, type Location } from '../lib/router';
import { App } from './App';
import { ErrorBoundary } from './ErrorBoundary';

/**
 * The whole site, the same tree when a page is published (with its `location`) and in the
 * browser, so the browser takes the published HTML over without rendering it again.
 */
export function Site({ page, location }: { page?: PublishedPage; location?: Location }) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <BrowserRouter location={location}>
          <Suspense fallback={<Spinner label="Loading..." fullScreen />}>
            <App page={page} />
          </Suspense>
        </BrowserRouter>
      </ErrorBoundary>
    </StrictMode>
  );
}
