import {
  certificatePath,
  event,
  recordsOf,
  resourceByName,
  subEvent,
  type FormerTitle,
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

/** A record that was renamed, with the titles it had (model/src/former-titles.ts). */
export interface RenamedRecord {
  resource: string;
  id: string;
  formerTitles: readonly FormerTitle[];
}

/** A former address of a renamed record, and where its page is now. */
export interface MovedAddress {
  address: string;
  to: string;
  /** The record's title now. */
  title: string;
}

type Text = Readonly<Record<string, unknown>>;

/** The page address of a record of each resource that has one, from its address fields. */
const ADDRESS_OF: Readonly<Record<string, (values: Text) => string>> = {
  [event.name]: (v) => eventPath(String(v.title ?? '')),
  [subEvent.name]: (v) =>
    subEventPath({ header: String(v.header ?? ''), eventName: String(v.eventName ?? '') }),
};

/**
 * Each former address of the renamed records the site still shows, and where that record's
 * page is now. A record no longer shown (deleted) has none: its old links are the 404 page.
 * An address that is some record's own now belongs to it; the publisher makes sure of that.
 */
export const movedAddresses = (site: SiteData, renamed: readonly RenamedRecord[]): MovedAddress[] =>
  renamed.flatMap(({ resource, id, formerTitles }) => {
    const d = resourceByName(resource);
    const addressOf = ADDRESS_OF[resource];
    const record = d && recordsOf(site, d).find((r) => r.id === id);
    if (!d || !addressOf || !record) return [];
    const to = addressOf(record);
    const title = String(record[d.titleField] ?? '');
    return formerTitles.map((former) => ({
      address: addressOf({ ...record, ...former }),
      to,
      title,
    }));
  });
