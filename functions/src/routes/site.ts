import type { Router } from '@aws-lambda-powertools/event-handler/http';
import { SITE_ADDRESS_PATH, SITE_DATA_PATH } from '@club/model';
import { eventOf, type AppDeps } from './context.js';
import { notFound } from '../domain/errors.js';
import { cacheableJson } from './http.js';

// A minute fresh, then served stale for ten while the CDN or browser checks for a newer one.
const SITE_DATA_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/** The whole public site in one request: the site loads it once per visit. */
export const registerSiteRoutes = (app: Router, { content, siteAddress }: AppDeps) => {
  app.get(SITE_DATA_PATH, async (reqCtx) =>
    cacheableJson(eventOf(reqCtx), await content.siteData(), SITE_DATA_CACHE),
  );

  // Public already (every mail and page names it); a QR code drawn without it would guess.
  app.get(SITE_ADDRESS_PATH, (reqCtx) => {
    if (!siteAddress) throw notFound("The site's public address is not set (SITE_ORIGIN).");
    return Promise.resolve(
      cacheableJson(eventOf(reqCtx), { address: siteAddress }, SITE_DATA_CACHE),
    );
  });
};
