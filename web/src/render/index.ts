/**
 * The site rendered where there is no browser: what the publisher (publish/) makes each page's
 * HTML file with. Only the publisher and tests import this entry.
 */
import { clubImage } from './club-image';
import { pageDocument } from './page-document';
import { renderPage, type PageToRender } from './render-page';

export {
  movedAddresses,
  NOT_FOUND_ADDRESSES,
  publishedAddresses,
  type MovedAddress,
  type PublishedAddress,
  type RenamedRecord,
} from './published-routes';
export { movedDocument } from './moved-page';
export type { PageToRender } from './render-page';

/** One page's whole HTML file, from the built index.html (`template`). */
export const renderDocument = async (page: PageToRender, template: string) =>
  pageDocument(await renderPage(page), { template, clubImage: clubImage(page.site) });
