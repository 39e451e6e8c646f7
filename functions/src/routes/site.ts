import type { Router } from '@aws-lambda-powertools/event-handler/http';
import { SITE_DATA_PATH } from '@club/model';
import { eventOf, type AppDeps } from './context.js';
import { cacheableJson } from './http.js';

// A minute fresh, then served stale for ten while the CDN or browser checks for a newer one.
const SITE_DATA_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/** The whole public site in one request: the site loads it once per visit. */
export const registerSiteRoutes = (app: Router, { content }: AppDeps) => {
  app.get(SITE_DATA_PATH, async (reqCtx) =>
    cacheableJson(eventOf(reqCtx), await content.siteData(), SITE_DATA_CACHE),
  );
};
