import { parseSiteData, SITE_DATA_PATH, type SiteData } from '@club/model';
import { asError, callApi } from './api';

/** The public site's content as a page sees it: on its way, there, or failed. */
export type SiteState =
  { status: 'loading' } | { status: 'ready'; data: SiteData } | { status: 'error'; error: Error };

let request: Promise<SiteState> | undefined;

/**
 * The one API request of a visit. It starts when the app's code loads (index.html preloads
 * it even earlier) and every page reads the same answer, so navigating costs no request.
 */
export const loadSite = (): Promise<SiteState> =>
  (request ??= callApi(SITE_DATA_PATH)
    .then(parseSiteData)
    .then(
      (data): SiteState => ({ status: 'ready', data }),
      (error: unknown): SiteState => ({ status: 'error', error: asError(error) }),
    ));
