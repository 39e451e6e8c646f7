import crypto from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { PUBLISHED_PREFIX } from '@club/model';

/** The console's build is published under this prefix of the site bucket, and served there. */
export const CONSOLE_PREFIX = '/admin';

/**
 * What the builds contain as files (Vite's output, robots.txt, the sitemap, icons). Any other
 * address is a page of an app, even one with a dot in it (`/show/RC-2024.07`), and gets the
 * app's index.html; an address with one of these endings is a file, and a missing one is a 404.
 */
export const FILE_EXTENSIONS = [
  'js',
  'mjs',
  'css',
  'map',
  'html',
  'json',
  'webmanifest',
  'txt',
  'xml',
  'svg',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'ico',
  'woff',
  'woff2',
  'mp4',
  'webm',
] as const;

/**
 * The CDN's viewer-request function (CloudFront Functions, cloudfront-js-2.0), as source text.
 * Before the cache, it turns a page's address into the file published for it under `/pages/`
 * (publish/), so each page is cached as itself:
 * - `/team` is `/pages/team.html`, and `/` is `/pages/index.html`;
 * - the pages found by their query keep their spec addresses: `/subevent?header=Robo Fest` is
 *   `/pages/subevent/<digest of "Robo Fest">.html`, a sub-event's details are found by its event
 *   and header, and `/show/<code>` is `/pages/show/<digest of the code>.html`. A digest makes a
 *   value of any length or alphabet a short plain key; other query fields (?utm_source=...)
 *   change nothing;
 * - the console's addresses are `/admin/index.html`, the console's app;
 * - the old admin addresses move to the console.
 * A file (an address ending in one of FILE_EXTENSIONS) is fetched as it is, and a missing one
 * is S3's 404. A page nothing was published at is missing too: the CDN then asks the API,
 * which answers the site's 404 page with a 404 (functions/src/routes/page-fallback.ts).
 * The local gateway runs this same text (`routeToBuild`), so both route alike.
 */
export const SITE_ROUTER_CODE = `var FILE = /\\.(${FILE_EXTENSIONS.join('|')})$/i;
var CONSOLE = '${CONSOLE_PREFIX}';
var PAGES = '${PUBLISHED_PREFIX}';
var MOVED = { '/login': CONSOLE + '/login', '/adminDRC': CONSOLE + '/' };
var crypto = require('crypto');

// A value of any length and alphabet as a short plain key: the first 128 bits of its SHA-256.
function digest(text) {
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 32);
}

function decoded(text) {
  try {
    return decodeURIComponent(text);
  } catch (e) {
    return '';
  }
}

function field(query, name) {
  var found = query && query[name];
  // In a query, + is a space (as URLSearchParams reads it); in a path it is itself.
  return found ? decoded(found.value.replace(/\\+/g, ' ')) : undefined;
}

function pageOf(path, query) {
  if (path === '/') return PAGES + 'index.html';
  if (path === '/subevent') {
    var event = field(query, 'header');
    return event === undefined ? PAGES + 'subevent.html' : PAGES + 'subevent/' + digest(event) + '.html';
  }
  if (path === '/subevent/oneevent') {
    var header = field(query, 'header');
    // Never published: its 404 page says the header is missing (spec section 8).
    if (header === undefined) return PAGES + 'subevent/oneevent.html';
    return PAGES + 'subevent/oneevent/' + digest((field(query, 'eventName') || '') + '\\n' + header) + '.html';
  }
  if (path.indexOf('/show/') === 0) return PAGES + 'show/' + digest(decoded(path.slice(6))) + '.html';
  return PAGES + path.slice(1) + '.html';
}

function moved(to) {
  return {
    statusCode: 301,
    statusDescription: 'Moved Permanently',
    headers: { location: { value: to } },
  };
}

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === CONSOLE) return moved(CONSOLE + '/');
  var last = uri.slice(uri.lastIndexOf('/') + 1);
  if (FILE.test(last)) return request;
  if (uri.indexOf(CONSOLE + '/') === 0) {
    request.uri = CONSOLE + '/index.html';
    return request;
  }
  var path = uri.length > 1 ? uri.replace(/\\/+$/, '') : uri;
  if (MOVED[path]) return moved(MOVED[path]);
  request.uri = pageOf(path, request.querystring);
  return request;
}
`;

interface ViewerRequest {
  uri: string;
  querystring: Record<string, { value: string }>;
}
interface Redirect {
  statusCode: number;
  headers: { location: { value: string } };
}

// CloudFront Functions offer `require('crypto')` with Node's hashes; so does this stand-in.
const handler = runInNewContext(`${SITE_ROUTER_CODE}; handler`, {
  require: (name: string) => (name === 'crypto' ? crypto : undefined),
}) as (event: { request: ViewerRequest }) => ViewerRequest | Redirect;

/**
 * The query as CloudFront hands it to the function: each field's first value, as sent (still
 * %-encoded).
 */
const querystringOf = (search: string) => {
  const fields: Record<string, { value: string }> = {};
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const at = part.indexOf('=');
    const name = at < 0 ? part : part.slice(0, at);
    fields[name] ??= { value: at < 0 ? '' : part.slice(at + 1) };
  }
  return fields;
};

/**
 * What the CDN does with an address (its path, and its query if any): the object it fetches,
 * or where it redirects.
 */
export const routeToBuild = (uri: string, search = ''): { file: string } | { redirect: string } => {
  const result = handler({ request: { uri, querystring: querystringOf(search) } });
  return 'statusCode' in result
    ? { redirect: result.headers.location.value }
    : { file: result.uri };
};

/** The object a page of the site is published as: where the CDN looks for that address. */
export const publishedFileOf = (address: string) => {
  const url = new URL(address, 'http://site');
  const route = routeToBuild(url.pathname, url.search);
  if ('redirect' in route) throw new Error(`${address} is not a page of the site: it moves.`);
  return route.file;
};
