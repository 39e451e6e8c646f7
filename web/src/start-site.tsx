import { createRoot, hydrateRoot } from 'react-dom/client';
import { Site } from './app/Site';
import { preloadFirstSlide } from './features/slider/preload-first-slide';
import { readPublishedPage } from './lib/published-page';
import { loadSite, preferPublishedData } from './lib/site-data';

/** Starts the site's app on the page: takes a published page over, or renders the app shell's. */
export function startSite(root: HTMLElement) {
  const page = readPublishedPage();
  if (page) {
    // Made at publish time: the page is on screen already; React takes it over as it is.
    preferPublishedData();
    hydrateRoot(root, <Site page={page} />, {
      onRecoverableError: (error) => console.error('The published page differed:', error),
    });
    return;
  }
  // The app shell: ask for the site data now, while React and the page's code are still
  // starting; on the home page, ask for its first picture as soon as the data names it.
  void loadSite().then((site) => {
    if (window.location.pathname === '/') preloadFirstSlide(site);
  });
  createRoot(root).render(<Site />);
}
