import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from './lib/router';
import { App } from './app/App';
import { ErrorBoundary } from './app/ErrorBoundary';
import { Spinner } from './components/Spinner';
import { preloadFirstSlide } from './features/slider/preload-first-slide';
import { loadSite } from './lib/site-data';
import './styles/base.css';
import './styles/pages.css';

// Ask for the site data now, while React and the page's code are still starting; on the home
// page, ask for its first picture as soon as the data names it.
void loadSite().then((site) => {
  if (window.location.pathname === '/') preloadFirstSlide(site);
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

createRoot(root).render(
  <StrictMode>
    <ErrorBoundary>
      <BrowserRouter>
        <Suspense fallback={<Spinner label="Loading..." fullScreen />}>
          <App />
        </Suspense>
      </BrowserRouter>
    </ErrorBoundary>
  </StrictMode>,
);
