import { extname } from 'node:path';
import { FILE_EXTENSIONS } from './site-router.js';

/**
 * How a file of the site's or the console's build is served, by the CDN (npm run deploy stores
 * it so in the bucket) and by the local gateway alike.
 */

/**
 * The type each file the CDN serves as a file is stored with (its viewer-request function's
 * list): S3 hands it back as the Content-Type, and a wrong one breaks a script or a font.
 */
const TYPES: Record<(typeof FILE_EXTENSIONS)[number], string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  map: 'application/json',
  webmanifest: 'application/manifest+json',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

export const contentType = (name: string) =>
  TYPES[extname(name).slice(1).toLowerCase() as keyof typeof TYPES] ?? 'application/octet-stream';

/** Vite names what it puts in assets/ after its content: a changed file gets a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept, but asked about again each time: a new deploy shows at once. */
export const REVALIDATE = 'no-cache';

/** A path inside a build (`assets/index-3f2a.js`), named after its content. */
export const isHashedAsset = (relativePath: string) => relativePath.startsWith('assets/');

export const cacheControlOf = (relativePath: string) =>
  isHashedAsset(relativePath) ? IMMUTABLE : REVALIDATE;
