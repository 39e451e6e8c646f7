import type { LegacyRoutes, ResourceDefinition } from './resource.js';

/** Every call of the API lives under this path; the CDN routes it to the functions. */
export const API_ROOT = '/api';

/** A path the API answers; typed so that routers can tell it starts with a slash. */
export type ApiPath = `/api/${string}`;

/** The REST face the console uses (ra-data-simple-rest contract). */
export const REST_ROOT = `${API_ROOT}/v1` as const;

/** The administrator's session calls of spec §7: login, protected, logout, update. */
export const ADMIN_ROOT = `${API_ROOT}/admin` as const;

export type AdminCall = 'login' | 'protected' | 'logout' | 'update';

/** One of the session calls: adminPath('login') = '/api/admin/login'. */
export const adminPath = (call: AdminCall) => `${ADMIN_ROOT}/${call}` as const;

/** Everything the public pages show, in one cacheable answer. */
export const SITE_DATA_PATH = `${REST_ROOT}/site` as const;

/**
 * The site's public address, `{ address: "https://club.example.org" }`: the one mail, shares,
 * LinkedIn and the credentials' did:web name. The console draws its QR codes with it, so a code
 * leads to the public site whichever host the console was opened at.
 */
export const SITE_ADDRESS_PATH = `${REST_ROOT}/site-address` as const;

/**
 * Pages made at publish time live under this folder of the site's bucket, where the CDN's
 * router finds them (deploy/src/edge/site-router.ts); the publisher may write nothing else.
 */
export const PUBLISHED_PREFIX = '/pages/';

/**
 * The published 404 pages, as keys of the site bucket: any page's, a certificate's, and the
 * sub-event pages' with spec §8's words (an event with no sub-events under that name, a detail
 * address without its header, a sub-event that is not there).
 */
export const NOT_FOUND_PAGES = {
  page: `${PUBLISHED_PREFIX.slice(1)}404.html`,
  certificate: `${PUBLISHED_PREFIX.slice(1)}404-certificate.html`,
  events: `${PUBLISHED_PREFIX.slice(1)}404-subevent.html`,
  noEventHeader: `${PUBLISHED_PREFIX.slice(1)}404-subevent-no-header.html`,
  eventDetail: `${PUBLISHED_PREFIX.slice(1)}404-subevent-detail.html`,
} as const;

/** The site data as published with the pages: what GET /api/v1/site answers, as a file. */
export const PUBLISHED_SITE_DATA_PATH = `${PUBLISHED_PREFIX}site-data.json` as const;

/** The contact form's call (spec §7). */
export const CONTACT_PATH = `${API_ROOT}/send-email` as const;

export const restPath = (d: ResourceDefinition): ApiPath => `${REST_ROOT}/${d.name}`;

/** One record on the REST face: /api/v1/team/<id>. */
export const recordPath = (d: ResourceDefinition, id: string): ApiPath =>
  `${restPath(d)}/${encodeURIComponent(id)}`;

/**
 * A call of spec §7 for a resource, e.g. legacyPath(team, 'list') = '/api/team/view'; with a
 * key, the call for one record: legacyPath(team, 'remove', id) = '/api/team/delete/<id>'.
 */
export const legacyPath = (
  d: ResourceDefinition,
  call: keyof Omit<LegacyRoutes, 'base'>,
  key?: string,
): ApiPath => {
  const name = d.legacy?.[call];
  if (!d.legacy || !name) throw new Error(`${d.name} has no legacy ${call} call`);
  const path = `${API_ROOT}/${d.legacy.base}/${name}` as const;
  return key === undefined ? path : `${path}/${encodeURIComponent(key)}`;
};

/** The public look-up of one record by its key field: /api/certificate/oneCertificate/<code>. */
export const lookupPath = (d: ResourceDefinition, key: string): ApiPath =>
  legacyPath(d, 'one', key);

/** The public verification page a certificate's QR code leads to (spec §2: /show/{code}). */
export const certificatePath = (code: string) => `/show/${encodeURIComponent(code)}`;

/**
 * A certificate page's whole address, what its QR code encodes wherever it is drawn (the
 * console's codes, the printed page's): `<site base>/show/<url-encoded code>`.
 */
export const certificateAddress = (code: string, base: string) =>
  `${base.replace(/\/+$/, '')}${certificatePath(code)}`;

/**
 * How much of a certificate's QR code may be smudged or covered and it still reads: level H,
 * a quarter, which printed certificates need.
 */
export const CERTIFICATE_QR_LEVEL = 'H';

/** Asks for a presigned POST that sends one file straight to the uploads bucket. */
export const UPLOADS_PATH = `${REST_ROOT}/uploads` as const;
