import type { Page, Request } from '@playwright/test';

const pending = new WeakMap<Page, Set<Request>>();

// Long enough for what a page asks for once it has its data (a record's references, pictures,
// a section rendered after the first paint) to have been asked for.
const QUIET_MS = 200;

/**
 * Follows the page's requests from now on; the answer waits until the page has asked for
 * nothing new and has no answer outstanding for a moment. Like Playwright's 'networkidle'
 * (500 ms), but also after a move within the page, and sooner.
 */
export const followRequests = (page: Page) => {
  let inFlight = pending.get(page);
  if (!inFlight) {
    const open = new Set<Request>();
    page.on('request', (r) => open.add(r));
    page.on('requestfinished', (r) => open.delete(r));
    page.on('requestfailed', (r) => open.delete(r));
    pending.set(page, open);
    inFlight = open;
  }
  const requests = inFlight;
  return async () => {
    let quietSince = Date.now();
    while (Date.now() - quietSince < QUIET_MS) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      if (requests.size > 0) quietSince = Date.now();
    }
  };
};
