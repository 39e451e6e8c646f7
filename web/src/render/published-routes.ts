import {
  certificatePath,
  event,
  recordsOf,
  subEvent,
  type PublicCertificate,
  type SiteData,
} from '@club/model';
import { PAGES } from '../config/pages';
import { eventPath, subEventPath } from '../lib/links';

/** A page to publish: its address, and for a certificate's page, the certificate. */
export interface PublishedAddress {
  address: string;
  certificate?: PublicCertificate;
}

/**
 * Every address the site has a page at, for the content it holds now (spec §2): the pages of
 * the navbar, each event's sub-events, each sub-event's details, each certificate's check.
 * Anything else is the 404 page.
 */
export const publishedAddresses = (
  site: SiteData,
  certificates: readonly PublicCertificate[],
): PublishedAddress[] => [
  ...Object.values(PAGES)
    .filter((p) => p !== PAGES.subEventDetail)
    .map((p) => ({ address: p.path })),
  ...recordsOf(site, event).map((e) => ({ address: eventPath(e.title) })),
  ...recordsOf(site, subEvent).map((s) => ({ address: subEventPath(s) })),
  ...certificates.map((c) => ({ address: certificatePath(c.code), certificate: c })),
];

/**
 * The 404 pages, each rendered for an address the site has no page at: any address, and a
 * certificate code never issued. (Keys of NOT_FOUND_PAGES in the model.)
 */
export const NOT_FOUND_ADDRESSES = {
  page: '/404',
  certificate: certificatePath(''),
  events: `${PAGES.subEvents.path}?header=`,
  noEventHeader: PAGES.subEventDetail.path,
  eventDetail: `${PAGES.subEventDetail.path}?header=`,
} as const;
