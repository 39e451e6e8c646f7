import { certificatePath, NOT_FOUND_PAGES, PUBLISHED_PREFIX } from '@club/model';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { FileStore } from '../domain/ports.js';

/**
 * Which 404 page an address gets, by where the CDN looked for its page (deploy/src/edge/
 * site-router.ts), first match first: a certificate code nobody issued gets a page that says
 * so; the sub-event pages spec §8's words; anything else "Page not found".
 */
const MISSING_PAGES: readonly [(path: string) => boolean, string][] = [
  [
    (p) => p.startsWith(`${PUBLISHED_PREFIX}${certificatePath('').slice(1)}`),
    NOT_FOUND_PAGES.certificate,
  ],
  [(p) => p === `${PUBLISHED_PREFIX}subevent/oneevent.html`, NOT_FOUND_PAGES.noEventHeader],
  [(p) => p.startsWith(`${PUBLISHED_PREFIX}subevent/oneevent/`), NOT_FOUND_PAGES.eventDetail],
  [(p) => p.startsWith(`${PUBLISHED_PREFIX}subevent/`), NOT_FOUND_PAGES.events],
];
/** The built app: it renders any page from the API, before the first publish. */
export const APP_SHELL = 'index.html';

const html = (
  body: Uint8Array,
  statusCode: number,
  cacheControl: string,
): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl },
  body: new TextDecoder().decode(body),
});

const readIfThere = (files: FileStore, key: string) =>
  files.facts(key).then((facts) => (facts ? files.read(key) : undefined));

/**
 * What the CDN asks when no page was published at an address (its origin group fails over
 * from the site bucket to here; the local gateway does the same): the site's 404 page, with a
 * real 404. Before the first publish there is none, and the app shell answers instead, which
 * renders the page from the API as the site did before pages were published.
 */
export const answerMissingPage = async (
  site: FileStore | undefined,
  path: string,
): Promise<APIGatewayProxyStructuredResultV2> => {
  if (site) {
    const own = MISSING_PAGES.find(([matches]) => matches(path))?.[1];
    const notFound =
      (own ? await readIfThere(site, own) : undefined) ??
      (await readIfThere(site, NOT_FOUND_PAGES.page));
    // Short: the page an address gets once something is published there must show soon.
    if (notFound) return html(notFound, 404, 'public, max-age=0, s-maxage=60');
    const shell = await readIfThere(site, APP_SHELL);
    if (shell) return html(shell, 200, 'no-cache');
  }
  return {
    statusCode: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    body: 'Not found.',
  };
};

export const isPageAddress = (path: string) => path.startsWith(PUBLISHED_PREFIX);
