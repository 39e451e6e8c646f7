import { createHash } from 'node:crypto';
import { publishedFileOf } from '@club/deploy/site-router';
import {
  credentialPath,
  DID_DOCUMENT_PATH,
  NOT_FOUND_PAGES,
  PUBLISHED_PREFIX,
  PUBLISHED_SITE_DATA_PATH,
  STATUS_LIST_PATH,
  type PublicCertificate,
  type SiteData,
} from '@club/model';
import {
  movedAddresses,
  movedDocument,
  NOT_FOUND_ADDRESSES,
  publishedAddresses,
  renderDocument,
  type PageToRender,
  type RenamedRecord,
} from '@club/web/render';
import type { Cdn, PageFile, PageFiles } from './ports.js';
import type { WithdrawnFiles } from './withdrawn.js';

/** What the pages are made of, read when a publish starts. */
export interface PublishedContent {
  site: SiteData;
  certificates: readonly PublicCertificate[];
  /** Each certificate's signed credential (JSON), by its record's id. */
  credentials: readonly { id: string; credential: string }[];
  /** The issuer's DID document and signed status list, once it has a key. */
  didDocument?: object;
  statusList?: string;
  /**
   * The renamed events and sub-events with their former titles, the one renamed last first:
   * of two that once had the same title, its old links lead to that one.
   */
  renamed?: readonly RenamedRecord[];
}

export interface PublishReport {
  /** Every file the content makes: the pages, the 404 page and the site data. */
  files: number;
  written: string[];
  removed: string[];
  invalidated: string[];
  ms: number;
}

/** The built app at the bucket's root, whose index.html every page is made from. */
export const APP_SHELL_KEY = 'index.html';
/** What was last published: each file's key and the digest of its content. */
export const PUBLISHED_INDEX_KEY = `${PUBLISHED_PREFIX.slice(1)}published.json`;

/**
 * Browsers ask again each time (a page changes when the content does); the CDN keeps a page a
 * day, and the publisher drops its copy as soon as the page changes. The day only bounds how
 * long a copy could outlive a change whose invalidation failed.
 */
export const PAGE_CACHE = 'public, max-age=0, must-revalidate, s-maxage=86400';
// Past this many paths, one wildcard is cheaper: CloudFront bills invalidations per path.
const MOST_PATHS = 10;
const PARALLEL_WRITES = 16;

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');
const keyOf = (file: string) => file.replace(/^\//, '');

/** A credential, or the status list: JSON-LD of the W3C Verifiable Credentials model. */
const CREDENTIAL_TYPE = 'application/vc+ld+json; charset=utf-8';

const jsonFile = (path: string, body: string, contentType: string): PageFile => ({
  key: keyOf(path),
  body,
  contentType,
  cacheControl: PAGE_CACHE,
});

const htmlFile = (key: string, body: string): PageFile => ({
  key,
  body,
  contentType: 'text/html; charset=utf-8',
  cacheControl: PAGE_CACHE,
});

/**
 * The paths a CDN may hold a changed file under: its own, and its page's address; and those of
 * the stored files taken out of service.
 */
const pathsOf = (
  keys: readonly string[],
  addresses: ReadonlyMap<string, string>,
  withdrawn: readonly string[] = [],
) => {
  const paths = new Set<string>(withdrawn);
  for (const key of keys) {
    paths.add(`/${key}`);
    const address = addresses.get(key);
    if (address) paths.add(new URL(address, 'http://site').pathname);
  }
  return paths.size > MOST_PATHS ? ['/*'] : [...paths];
};

/**
 * Lets other work in the process run between two pages. Locally the publish function runs in
 * the API's own process (serverless-offline, in process), whose requests otherwise waited for a
 * whole publish: seconds, and past half a minute on a busy machine.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const inBatches = async <T>(items: readonly T[], size: number, run: (item: T) => Promise<void>) => {
  for (let at = 0; at < items.length; at += size)
    await Promise.all(items.slice(at, at + size).map(run));
};

/**
 * Makes every public page from the content, with the site's own components, and writes those
 * whose bytes changed since the last publish (and removes those of records now gone), then has
 * the CDN drop its copies of them. A page's bytes depend only on what it shows, so an edit
 * rewrites the pages that show it and no others.
 */
export const publisher = ({
  files,
  cdn,
  readContent,
  origin,
  withdrawn,
  render = renderDocument,
}: {
  files: PageFiles;
  cdn: Cdn;
  /** Stored files taken out of service since the last publish: the CDN drops them too. */
  withdrawn?: WithdrawnFiles;
  readContent: () => Promise<PublishedContent>;
  /** The site's origin, for the absolute addresses in the pages' heads. */
  origin: string;
  render?: (page: PageToRender, template: string) => Promise<string>;
}) => ({
  async publish(): Promise<PublishReport> {
    const started = Date.now();
    const template = await files.read(APP_SHELL_KEY);
    if (!template)
      throw new Error(
        `The site's index.html is not in its bucket, so no page can be made: deploy the site (npm run deploy), or restart npm start.`,
      );
    const [content, before, gone] = await Promise.all([
      readContent(),
      files.read(PUBLISHED_INDEX_KEY),
      withdrawn ? withdrawn.list() : [],
    ]);
    const { site, certificates } = content;

    const made = new Map<string, PageFile>();
    const addresses = new Map<string, string>();
    for (const { address, certificate } of publishedAddresses(site, certificates)) {
      const key = keyOf(publishedFileOf(address));
      const page = { address, origin, site, ...(certificate ? { certificate } : {}) };
      made.set(key, htmlFile(key, await render(page, template)));
      addresses.set(key, address);
      await nextTurn();
    }
    // Links shared before a rename lead on to the page; an address a page has now is its own.
    for (const moved of movedAddresses(site, content.renamed ?? [])) {
      const key = keyOf(publishedFileOf(moved.address));
      if (made.has(key)) continue;
      made.set(key, htmlFile(key, movedDocument({ ...moved, origin })));
      addresses.set(key, moved.address);
    }
    for (const [kind, key] of Object.entries(NOT_FOUND_PAGES)) {
      const address = NOT_FOUND_ADDRESSES[kind as keyof typeof NOT_FOUND_PAGES];
      made.set(
        key,
        htmlFile(key, await render({ address, origin, site, notFound: true }, template)),
      );
    }
    // What lets anyone check a certificate without the club's server: each credential, the
    // status list its bit is in, and the DID document with the keys that signed them.
    const issuerFiles = [
      ...content.credentials.map(({ id, credential }) =>
        jsonFile(credentialPath(id), credential, CREDENTIAL_TYPE),
      ),
      ...(content.statusList
        ? [jsonFile(STATUS_LIST_PATH, content.statusList, CREDENTIAL_TYPE)]
        : []),
      ...(content.didDocument
        ? [
            jsonFile(
              DID_DOCUMENT_PATH,
              JSON.stringify(content.didDocument, null, 2),
              'application/did+json',
            ),
          ]
        : []),
    ];
    for (const file of issuerFiles) made.set(file.key, file);
    const dataKey = keyOf(PUBLISHED_SITE_DATA_PATH);
    made.set(dataKey, {
      key: dataKey,
      body: JSON.stringify(site),
      contentType: 'application/json; charset=utf-8',
      cacheControl: PAGE_CACHE,
    });

    const published = before ? (JSON.parse(before) as Record<string, string>) : {};
    const now = Object.fromEntries([...made].map(([key, file]) => [key, digest(file.body)]));
    const written = [...made.keys()].filter((key) => published[key] !== now[key]);
    const removed = Object.keys(published).filter((key) => !(key in now));

    // The signed files first, the DID document before what its keys signed: a page saying a
    // certificate is revoked must never find the old status list that still calls it valid.
    const didKey = keyOf(DID_DOCUMENT_PATH);
    const signed = new Set(issuerFiles.map((file) => file.key));
    const phases = [
      written.filter((key) => key === didKey),
      written.filter((key) => signed.has(key) && key !== didKey),
      written.filter((key) => !signed.has(key)),
    ];
    for (const keys of phases)
      await inBatches(keys, PARALLEL_WRITES, (key) => files.write(made.get(key)!));
    await inBatches(removed, PARALLEL_WRITES, (key) => files.remove(key));
    const invalidated = pathsOf(
      [...written, ...removed],
      addresses,
      gone.map((f) => f.path),
    );
    await cdn.invalidate(invalidated);
    // Only once the CDN was told: should that fail, the next publish tells it again.
    if (gone.length > 0) await withdrawn!.forget(gone);
    // Last: should anything above fail, the next publish finds the same files changed and
    // writes and invalidates them again.
    if (written.length + removed.length > 0)
      await files.write({
        key: PUBLISHED_INDEX_KEY,
        body: JSON.stringify(now),
        contentType: 'application/json; charset=utf-8',
        cacheControl: 'no-store',
      });
    return { files: made.size, written, removed, invalidated, ms: Date.now() - started };
  },
});

export type Publisher = ReturnType<typeof publisher>;
