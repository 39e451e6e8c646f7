import { describe, expect, it } from 'vitest';
import type { PlannedFile, Tier } from '../../src/build-files.js';
import { DeployError } from '../../src/errors.js';
import type { PagesPublished } from '../../src/publish-pages.js';
import { deploySite, publishedLine, type SitePorts } from '../../src/site-sequence.js';

const SITE = {
  stage: 'test',
  region: 'eu-west-1',
  siteUrl: 'https://d1abcdef8.cloudfront.net',
  bucket: 'robotics-club-test-site',
};

const file = (key: string, tier: Tier): PlannedFile => ({
  key,
  path: `/build/${key}`,
  tier,
  contentType: 'text/plain',
  cacheControl: 'no-cache',
});

const BUILD = [
  file('assets/index-AbC123.js', 'asset'),
  file('robots.txt', 'file'),
  file('admin/index.html', 'entry'),
  file('index.html', 'entry'),
];

const PUBLISHED: PagesPublished = { files: 57, changed: 57, invalidated: ['/*'], ms: 4210 };

/**
 * The site bucket, CloudFront and the publish function as the deploy drives them: what each was
 * asked, in order. The publish function makes pages only from an index.html in the bucket.
 */
const fakeStage = ({
  built = 0,
  plan = BUILD,
  publish = async (): Promise<PagesPublished> => PUBLISHED,
} = {}) => {
  const steps: string[] = [];
  const lines: string[] = [];
  const bucket = new Set<string>();
  const ports: SitePorts = {
    build: async (siteUrl) => {
      steps.push(`build for ${siteUrl}`);
      return built;
    },
    plan: async () => plan,
    upload: async (files, onTier) => {
      for (const tier of ['asset', 'file', 'entry'] as Tier[]) {
        const these = files.filter((f) => f.tier === tier);
        onTier(tier, these.length);
        for (const f of these) bucket.add(f.key);
      }
      steps.push(`upload ${files.length}`);
    },
    invalidate: async (paths) => {
      steps.push(`invalidate ${paths.join(' ')}`);
      return 'I2EXAMPLE';
    },
    publishPages: async () => {
      steps.push(`publish from ${bucket.has('index.html') ? 'the new index.html' : 'nothing'}`);
      return publish();
    },
    log: (line) => lines.push(line.trim()),
  };
  return { ports, steps, lines };
};

const failureOf = async (run: Promise<unknown>) => {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DeployError);
  return (error as Error).message;
};

describe('deploying the site', () => {
  it('builds, uploads, drops the old copies, then has the pages made from the uploaded index.html', async () => {
    const stage = fakeStage();
    await deploySite(SITE, stage.ports);
    expect(stage.steps).toEqual([
      `build for ${SITE.siteUrl}`,
      'upload 4',
      'invalidate / /admin/ /admin/index.html /index.html /robots.txt',
      'publish from the new index.html',
    ]);
    expect(stage.lines).toContain(
      'Published the pages (57 files, 57 changed) in 4.2 s; CloudFront drops its copies of /*.',
    );
  });

  it('tells what a publish changed, in as few words as it can', () => {
    expect(publishedLine({ files: 57, changed: 0, invalidated: [], ms: 940 })).toBe(
      'Published the pages (57 files, none changed) in 0.9 s.',
    );
    expect(
      publishedLine({
        files: 57,
        changed: 2,
        invalidated: ['/pages/team.html', '/team'],
        ms: 1200,
      }),
    ).toBe(
      'Published the pages (57 files, 2 changed) in 1.2 s; CloudFront drops its copies of /pages/team.html /team.',
    );
    const paths = ['/pages/a.html', '/a', '/pages/b.html', '/b'];
    expect(publishedLine({ files: 57, changed: 2, invalidated: paths, ms: 1200 })).toMatch(
      /drops its copies of 4 paths\.$/,
    );
  });

  it('says the pages were not made, where the function logs why, and what to run', async () => {
    const stage = fakeStage({
      publish: async () => {
        throw new DeployError(
          'The publish function robotics-club-test-publish failed: Task timed out after 120.00 seconds',
        );
      },
    });
    const message = await failureOf(deploySite(SITE, stage.ports));
    expect(message.split('\n')).toEqual([
      'The publish function robotics-club-test-publish failed: Task timed out after 120.00 seconds',
      "The stack, the site's files and the console are deployed, but the pages were not made from",
      'this build: visitors get the pages of the last publish (after a first deploy, the app, which',
      "then loads each page's content from the API). The function's log says more:",
      '  npx serverless logs --function publish --stage test --region eu-west-1 --startTime 15m',
      'Fix what it says, then run the same command again.',
    ]);
  });

  it('makes no pages when the build or the upload failed', async () => {
    const broken = fakeStage({ built: 2 });
    expect(await failureOf(deploySite(SITE, broken.ports))).toBe(
      'npm run build stopped with exit code 2; its messages are above.\nThe stack is deployed, but the site and the console were not updated: fix this, then run the same command again.',
    );
    expect(broken.steps).toEqual([`build for ${SITE.siteUrl}`]);

    // A site build whose index.html would not land at the bucket's root, where the publisher reads it.
    const misplaced = fakeStage({ plan: BUILD.filter((f) => f.key !== 'index.html') });
    expect(await failureOf(deploySite(SITE, misplaced.ports))).toMatch(
      /^The site's build has no index\.html for the root of the site bucket, which the publish function makes every page from\./,
    );
    expect(misplaced.steps).toEqual([`build for ${SITE.siteUrl}`]);
  });
});
