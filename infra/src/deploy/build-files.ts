import { readdir, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { FILE_EXTENSIONS } from '../edge/site-router.js';
import { DeployError } from './errors.js';

/** A build to publish: its folder, and where its files go in the site bucket. */
export interface Build {
  /** In words, for messages: "the site", "the console". */
  name: string;
  dir: string;
  /** '' for the bucket's root, 'admin/' for the console. */
  prefix: string;
}

/**
 * When a file may go up. Hashed assets first: until every one is there, no page may name them.
 * Entry documents (the .html pages) last: they name the assets. Other unhashed files (robots.txt,
 * sitemap.xml, a favicon a page names) in between.
 */
export type Tier = 'asset' | 'file' | 'entry';
export const TIERS: Tier[] = ['asset', 'file', 'entry'];

export interface PlannedFile {
  /** The object's key in the site bucket. */
  key: string;
  /** Where it is on disk. */
  path: string;
  tier: Tier;
  contentType: string;
  cacheControl: string;
}

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

const tierOf = (relativePath: string): Tier =>
  relativePath.startsWith('assets/') ? 'asset' : relativePath.endsWith('.html') ? 'entry' : 'file';

const filesOf = async ({ name, dir }: Build) => {
  const index = await stat(join(dir, 'index.html')).catch(() => undefined);
  if (!index?.isFile())
    throw new DeployError(
      `The build of ${name} is missing (${join(dir, 'index.html')}): run npm run build and look at its errors.`,
    );
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
};

/** Every file of the builds with its key, type and caching, in the order they may go up. */
export const planPublish = async (builds: Build[]): Promise<PlannedFile[]> => {
  const planned = (
    await Promise.all(
      builds.map(async (build) =>
        (await filesOf(build)).map((file) => {
          const tier = tierOf(file);
          return {
            key: `${build.prefix}${file}`,
            path: join(build.dir, ...file.split('/')),
            tier,
            contentType: contentType(file),
            cacheControl: tier === 'asset' ? IMMUTABLE : REVALIDATE,
          };
        }),
      ),
    )
  ).flat();
  const byKey = (a: PlannedFile, b: PlannedFile) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  return planned.sort((a, b) => TIERS.indexOf(a.tier) - TIERS.indexOf(b.tier) || byKey(a, b));
};
