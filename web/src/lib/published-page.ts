import type { PublicCertificate, SiteData } from '@club/model';

/** The id of the script element holding a published page's data (render/page-document.ts). */
export const PAGE_DATA_ID = 'page-data';

/**
 * What a page made at publish time carries for the browser to take it over (hydrate) without
 * asking anything: the very data it was rendered from.
 */
export interface PublishedPage {
  /** The address it was rendered for, path and query: `/subevent?header=Robo%20Fest`. */
  address: string;
  /** The site's origin, for absolute addresses: the share links, the canonical address. */
  origin: string;
  /**
   * The records the page shows, and only those: a change to anything else leaves the page
   * byte for byte as it was, so it is not written again.
   */
  site: SiteData;
  /** On a certificate's page, the certificate. */
  certificate?: PublicCertificate;
  /** The site's 404 page, which the CDN serves for any address nothing was published at. */
  notFound?: boolean;
}

/** The data of the page the browser was sent, if it was published; none for the app shell. */
export const readPublishedPage = (): PublishedPage | undefined => {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PublishedPage;
  } catch {
    return undefined;
  }
};
