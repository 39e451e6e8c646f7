import type { PlannedFile, Tier } from './build-files.js';
import { DeployError, explain } from './errors.js';
import { invalidationPaths } from './invalidation.js';
import type { PagesPublished } from './publish-pages.js';

/** What the deploy of the site needs from the outside, passed in so it can be tried without AWS. */
export interface SitePorts {
  /** `npm run build` for the site's address; resolves with its exit code. */
  build(siteUrl: string): Promise<number>;
  /** Every file of the builds with its key in the site bucket, in the order they may go up. */
  plan(): Promise<PlannedFile[]>;
  /** Puts the files into the site bucket, one tier after the other. */
  upload(plan: PlannedFile[], onTier: (tier: Tier, count: number) => void): Promise<void>;
  /** Has CloudFront drop its copies of these paths; resolves with the invalidation's id. */
  invalidate(paths: string[]): Promise<string | undefined>;
  /** Has the stage's publish function make every page, and waits for it. */
  publishPages(): Promise<PagesPublished>;
  /** Prints a line as it is. */
  log(line: string): void;
}

export interface StageSite {
  stage: string;
  region: string;
  siteUrl: string;
  bucket: string;
}

/** The site's build at the bucket's root: the publish function makes every page from it. */
export const APP_SHELL_KEY = 'index.html';

const TIER_NAMES: Record<Tier, string> = {
  asset: 'hashed assets (kept a year by browsers)',
  file: 'other files',
  entry: 'pages (last, once what they name is there)',
};

const STACK_ONLY =
  'The stack is deployed, but the site and the console were not updated: fix this, then run the same command again.';

const pagesNotMade = ({ stage, region }: StageSite) =>
  [
    "The stack, the site's files and the console are deployed, but the pages were not made from",
    'this build: visitors get the pages of the last publish (after a first deploy, the app, which',
    "then loads each page's content from the API). The function's log says more:",
    `  npx serverless logs --function publish --stage ${stage} --region ${region} --startTime 15m`,
    'Fix what it says, then run the same command again.',
  ].join('\n');

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** What the deploy says of the publish: `Published the pages (57 files, 3 changed) in 2.1 s...` */
export const publishedLine = ({ files, changed, invalidated, ms }: PagesPublished) =>
  `Published the pages (${files} files, ${changed || 'none'} changed) in ${seconds(ms)}${
    invalidated.length > 0
      ? `; CloudFront drops its copies of ${invalidated.length > 3 ? `${invalidated.length} paths` : invalidated.join(' ')}.`
      : '.'
  }`;

/**
 * Builds the site and the console for the stage's address, uploads them to the site bucket
 * (the site's index.html at its root), has CloudFront drop its copies of the unhashed files,
 * then has the publish function make every page from the new index.html, waiting for it: the
 * pages name the new build's assets, and a deploy ends with the site as it will stay.
 */
export const deploySite = async (site: StageSite, ports: SitePorts) => {
  // Each step after a blank line, as the stack's steps are printed.
  const step = (line: string) => ports.log(`\n${line}`);
  try {
    step(`Building the site and the console for ${site.siteUrl}.`);
    const built = await ports.build(site.siteUrl);
    if (built !== 0)
      throw new DeployError(
        `npm run build stopped with exit code ${built}; its messages are above.`,
      );

    const plan = await ports.plan();
    if (!plan.some((file) => file.key === APP_SHELL_KEY))
      throw new DeployError(
        `The site's build has no ${APP_SHELL_KEY} for the root of the site bucket, which the publish function makes every page from.`,
      );
    step(`Publishing ${plan.length} files to the site bucket ${site.bucket}.`);
    await ports.upload(plan, (tier, count) => ports.log(`  ${count} ${TIER_NAMES[tier]}`));

    const paths = invalidationPaths(plan);
    const id = await ports.invalidate(paths);
    step(
      `CloudFront drops its copies of ${paths.join(' ')} (invalidation ${id}): visitors see the new files within a few minutes.`,
    );
  } catch (error) {
    throw new DeployError(`${explain(error)}\n${STACK_ONLY}`);
  }

  step('Making the pages from the new build (the publish function; it may take a minute).');
  try {
    ports.log(publishedLine(await ports.publishPages()));
  } catch (error) {
    throw new DeployError(`${explain(error)}\n${pagesNotMade(site)}`);
  }
};
