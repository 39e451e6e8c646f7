import {
  parseSiteData,
  PUBLISHED_SITE_DATA_PATH,
  SITE_DATA_PATH,
  type SiteData,
} from '@club/model';
import { asError, callApi } from './api';

/** The public site's content as a page sees it: on its way, there, or failed. */
export type SiteState =
  { status: 'loading' } | { status: 'ready'; data: SiteData } | { status: 'error'; error: Error };

let request: Promise<SiteState> | undefined;
let published = false;

/**
 * A published page carries the records it shows; the rest of the site's content, for the
 * next page or the search, comes from the data file published with the pages, which the CDN
 * serves without running anything.
 */
export const preferPublishedData = () => {
  published = true;
};

const fromApi = () => callApi(SITE_DATA_PATH);

/**
 * The site's content, asked for once per visit and shared by every page. The app shell (a
 * page not published yet) asks the API, as index.html's preload does; should the published
 * file be missing, so does a published page.
 */
export const loadSite = (): Promise<SiteState> =>
  (request ??= (published ? callApi(PUBLISHED_SITE_DATA_PATH).catch(fromApi) : fromApi())
    .then(parseSiteData)
    .then(
      (data): SiteState => ({ status: 'ready', data }),
      (error: unknown): SiteState => ({ status: 'error', error: asError(error) }),
    ));
