import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planPublish, type Build } from '../../src/build-files.js';
import { IMMUTABLE, REVALIDATE } from '../../src/edge/file-types.js';
import { DeployError } from '../../src/errors.js';
import { invalidationPaths } from '../../src/invalidation.js';

let root: string;
let builds: Build[];

const write = async (path: string, text = 'x') => {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
};

/** Two small builds laid out as Vite lays out web/dist and admin/dist. */
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'club-deploy-plan-'));
  const web = join(root, 'web');
  const admin = join(root, 'admin');
  for (const file of [
    'index.html',
    'robots.txt',
    'sitemap.xml',
    'favicon.svg',
    'assets/index-AbC123.js',
    'assets/index-DeF456.css',
    'assets/fonts/inter-Gh789.woff2',
  ])
    await write(join(web, file));
  for (const file of ['index.html', 'assets/index-Xy12.js']) await write(join(admin, file));
  builds = [
    { name: 'the site', dir: web, prefix: '' },
    { name: 'the console', dir: admin, prefix: 'admin/' },
  ];
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the publish plan of the site and the console', () => {
  it('puts the site at the root and the console under admin/, with each file type and caching', async () => {
    const plan = await planPublish(builds);
    const byKey = Object.fromEntries(
      plan.map((f) => [f.key, [f.contentType, f.cacheControl, f.path]]),
    );
    expect(byKey).toEqual({
      'assets/index-AbC123.js': [
        'text/javascript; charset=utf-8',
        IMMUTABLE,
        join(root, 'web/assets/index-AbC123.js'),
      ],
      'assets/index-DeF456.css': [
        'text/css; charset=utf-8',
        IMMUTABLE,
        join(root, 'web/assets/index-DeF456.css'),
      ],
      'assets/fonts/inter-Gh789.woff2': [
        'font/woff2',
        IMMUTABLE,
        join(root, 'web/assets/fonts/inter-Gh789.woff2'),
      ],
      'admin/assets/index-Xy12.js': [
        'text/javascript; charset=utf-8',
        IMMUTABLE,
        join(root, 'admin/assets/index-Xy12.js'),
      ],
      'favicon.svg': ['image/svg+xml', REVALIDATE, join(root, 'web/favicon.svg')],
      'robots.txt': ['text/plain; charset=utf-8', REVALIDATE, join(root, 'web/robots.txt')],
      'sitemap.xml': ['application/xml; charset=utf-8', REVALIDATE, join(root, 'web/sitemap.xml')],
      'index.html': ['text/html; charset=utf-8', REVALIDATE, join(root, 'web/index.html')],
      'admin/index.html': ['text/html; charset=utf-8', REVALIDATE, join(root, 'admin/index.html')],
    });
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    expect(REVALIDATE).toBe('no-cache');
  });

  it('uploads every hashed asset before any other file, and the pages last', async () => {
    const keys = (await planPublish(builds)).map((f) => f.key);
    const lastAsset = Math.max(...keys.map((k, i) => (k.includes('assets/') ? i : -1)));
    const firstOther = keys.findIndex((k) => !k.includes('assets/'));
    expect(lastAsset).toBeLessThan(firstOther);
    expect(keys.slice(-2).sort()).toEqual(['admin/index.html', 'index.html']);
  });

  it('refuses a build that is missing, naming it', async () => {
    const missing = { name: 'the console', dir: join(root, 'nothing-here'), prefix: 'admin/' };
    const refused = planPublish([builds[0]!, missing]);
    await expect(refused).rejects.toBeInstanceOf(DeployError);
    await expect(refused).rejects.toThrow(/the console is missing .*npm run build/);
  });
});

describe('the paths CloudFront is told to drop', () => {
  it('are exactly the unhashed files published, with / and /admin/ for the pages', async () => {
    expect(invalidationPaths(await planPublish(builds))).toEqual([
      '/',
      '/admin/',
      '/admin/index.html',
      '/favicon.svg',
      '/index.html',
      '/robots.txt',
      '/sitemap.xml',
    ]);
  });

  it('URL-encodes a name CloudFront would refuse as it is', async () => {
    const plan = [
      {
        key: 'docs/rules and terms.txt',
        path: '',
        tier: 'file' as const,
        contentType: 'text/plain; charset=utf-8',
        cacheControl: REVALIDATE,
      },
    ];
    expect(invalidationPaths(plan)).toEqual(['/docs/rules%20and%20terms.txt']);
  });
});
