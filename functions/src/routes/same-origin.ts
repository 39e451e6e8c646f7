import type { Middleware } from '@aws-lambda-powertools/event-handler/types';
import { eventOf } from './context.js';
import { json } from './http.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

// What a browser says of the page that sent a request; `none` is the person typing the address.
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

export const CROSS_SITE_MESSAGE =
  "This change was refused because it was not sent from the club's own website. Open the site or the admin console and try again there.";

/**
 * Whether a write comes from a page of another site. Browsers name the sending page's origin
 * on every write (`Origin`) and, in newer ones, how it relates to ours (`Sec-Fetch-Site`).
 * A request with neither is not a browser's cross-site request (curl, a server), so it passes
 * and the session check still applies.
 */
export const isCrossSiteWrite = (
  method: string,
  headers: Record<string, string | undefined>,
  siteOrigins: readonly string[],
) => {
  if (READS.has(method.toUpperCase())) return false;
  const fetchSite = headers['sec-fetch-site']?.toLowerCase();
  if (fetchSite !== undefined && !OWN_FETCH_SITES.has(fetchSite)) return true;
  const origin = headers.origin;
  return origin !== undefined && !siteOrigins.includes(origin);
};

/** Refuses (403) every write sent from a page that is not the site's own, on every route. */
export const sameOriginWrites =
  (siteOrigins: readonly string[]): Middleware =>
  async ({ reqCtx, next }) => {
    const event = eventOf(reqCtx);
    const headers = Object.fromEntries(
      Object.entries(event.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
    );
    if (isCrossSiteWrite(event.requestContext.http.method, headers, siteOrigins))
      return json({ message: CROSS_SITE_MESSAGE }, 403);
    await next();
  };
