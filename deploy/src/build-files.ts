import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { cacheControlOf, contentType, isHashedAsset } from './edge/file-types.js';
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

const tierOf = (relativePath: string): Tier =>
  isHashedAsset(relativePath) ? 'asset' : relativePath.endsWith('.html') ? 'entry' : 'file';

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
            cacheControl: cacheControlOf(file),
          };
        }),
      ),
    )
  ).flat();
  const byKey = (a: PlannedFile, b: PlannedFile) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  return planned.sort((a, b) => TIERS.indexOf(a.tier) - TIERS.indexOf(b.tier) || byKey(a, b));
};
