import { runInNewContext } from 'node:vm';

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
 * The CDN's viewer-request function (CloudFront Functions, cloudfront-js-2.0), as source text:
 * page addresses of the site become /index.html and those of the console /admin/index.html
 * before the cache, so every page shares one cached entry document and a missing file is
 * still S3's 404 (error pages mapping 403/404 to index.html would answer 200 to those too).
 * The local gateway runs this same text (`routeToBuild`), so both route alike.
 */
export const SITE_ROUTER_CODE = `var FILE = /\\.(${FILE_EXTENSIONS.join('|')})$/i;
var CONSOLE = '${CONSOLE_PREFIX}';

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === CONSOLE) {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: CONSOLE + '/' } },
    };
  }
  var last = uri.slice(uri.lastIndexOf('/') + 1);
  if (FILE.test(last)) return request;
  request.uri = uri.indexOf(CONSOLE + '/') === 0 ? CONSOLE + '/index.html' : '/index.html';
  return request;
}
`;

interface ViewerRequest {
  uri: string;
}
interface Redirect {
  statusCode: number;
  headers: { location: { value: string } };
}

const handler = runInNewContext(`${SITE_ROUTER_CODE}; handler`) as (event: {
  request: ViewerRequest;
}) => ViewerRequest | Redirect;

/** What the CDN does with an address: the object it fetches, or where it redirects. */
export const routeToBuild = (uri: string): { file: string } | { redirect: string } => {
  const result = handler({ request: { uri } });
  return 'statusCode' in result
    ? { redirect: result.headers.location.value }
    : { file: result.uri };
};
