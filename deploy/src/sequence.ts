import { DeployError } from './errors.js';
import { checkSettings, UsageError, type StageOptions } from './options.js';
import { stackName } from './stage-names.js';
import type { StackOutputs, StackState } from './stack-outputs.js';

/** What the deploy sequence needs from the outside, passed in so it can be tried without AWS. */
export interface StackPorts {
  /** Runs the serverless CLI with these arguments; resolves with its exit code. */
  runServerless(args: string[]): Promise<number>;
  /** The stack now, undefined while it does not exist. */
  readStack(): Promise<StackState | undefined>;
  /**
   * What stands in the way of creating the stage's named parts here (a table or bucket left by
   * an earlier deploy, a name taken in another region or account), each as what to do about it.
   */
  findObstacles(bucketSuffix?: string): Promise<string[]>;
  log(line: string): void;
}

/** serverless's arguments for a stage: its stage, region and params, siteOrigin first if known. */
export const serverlessArgs = (
  command: 'deploy' | 'remove',
  { stage, region, params }: StageOptions,
  siteOrigin?: string,
) => [
  command,
  '--stage',
  stage,
  '--region',
  region,
  ...Object.entries({ ...(siteOrigin ? { siteOrigin } : {}), ...params }).map(
    ([key, value]) => `--param=${key}=${value}`,
  ),
];

/** The site's origin as far as it is known before deploying: the custom domain's, else the last deploy's. */
export const knownSiteOrigin = (params: Record<string, string>, outputs?: StackOutputs) =>
  params.domainName ? `https://${params.domainName}` : outputs?.SiteUrl;

/**
 * The --param settings the stage was last deployed with (the StageSettings output), so that
 * a redeploy that leaves them out keeps the custom domain and the mail as they were.
 */
export const rememberedParams = (outputs?: StackOutputs): Record<string, string> => {
  if (!outputs?.StageSettings) return {};
  try {
    const settings = JSON.parse(outputs.StageSettings) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(settings).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
      ),
    );
  } catch {
    return {};
  }
};

/**
 * A stack CloudFormation cannot update as it is: left by a first deploy that failed, or busy
 * with another deploy. Each with what to run; undefined when the deploy may go on.
 */
const blockedBy = ({ stage, region }: StageOptions, status: string) => {
  const stack = stackName(stage);
  if (status.endsWith('_IN_PROGRESS'))
    return `${stack} is busy (${status}): another deploy or removal of this stage is running. Wait until it has finished, then run the deploy again.`;
  if (['ROLLBACK_COMPLETE', 'ROLLBACK_FAILED', 'DELETE_FAILED', 'CREATE_FAILED'].includes(status))
    return [
      `${stack} is left from a first deploy that failed (${status}); CloudFormation cannot update it, and it holds no content.`,
      'Remove it, then run the deploy again:',
      `  npm run remove -- --stage ${stage} --region ${region}`,
    ].join('\n');
  if (status === 'UPDATE_ROLLBACK_FAILED')
    return [
      `${stack} could not undo its last failed update (${status}). Let CloudFormation finish undoing it, then run the deploy again:`,
      `  aws cloudformation continue-update-rollback --stack-name ${stack} --region ${region}`,
    ].join('\n');
  return undefined;
};

/** Given settings over the kept ones; an empty one drops it. bucketSuffix stays as created. */
const settingsFor = (
  given: Record<string, string>,
  kept: Record<string, string>,
  created: boolean,
) => {
  const settings = { ...kept, ...given };
  for (const [key, value] of Object.entries(given)) if (value === '') delete settings[key];
  if (created && (settings.bucketSuffix ?? '') !== (kept.bucketSuffix ?? ''))
    throw new UsageError(
      `bucketSuffix is part of the buckets' names, fixed when the stage was first deployed (${kept.bucketSuffix ? `"${kept.bucketSuffix}"` : 'none'}): changing it would make new, empty buckets. Leave it out.`,
    );
  checkSettings(settings);
  return settings;
};

const describeChanges = (given: Record<string, string>, kept: Record<string, string>) => {
  const lines = [];
  const keeping = Object.keys(kept).filter((key) => !(key in given));
  if (keeping.length > 0)
    lines.push(
      `Keeping the settings of the last deploy: ${keeping.map((k) => `${k}=${kept[k]}`).join(', ')}.`,
    );
  const dropping = Object.keys(given).filter((key) => given[key] === '' && key in kept);
  if (dropping.length > 0) lines.push(`Dropping, as asked: ${dropping.join(', ')}.`);
  return lines;
};

const serverlessDeploy = async (ports: StackPorts, options: StageOptions, siteOrigin?: string) => {
  const code = await ports.runServerless(serverlessArgs('deploy', options, siteOrigin));
  if (code !== 0)
    throw new DeployError(
      [
        `serverless deploy stopped with exit code ${code}; its messages are above. Nothing was published.`,
        'CloudFormation has undone what this deploy started (a table or bucket it had just made is deleted with it), so once what it says is fixed, run the same command again.',
      ].join('\n'),
    );
  const after = await ports.readStack();
  if (!after)
    throw new DeployError(
      `serverless deploy finished, but the stack ${stackName(options.stage)} is not in ${options.region}.`,
    );
  return after.outputs;
};

/**
 * Deploys the stack so that the API (SITE_ORIGIN, CORS) and the uploads bucket (CORS) accept
 * the site's real address, and returns the stack's outputs.
 *
 * Without a custom domain the address is CloudFront's dxxxx.cloudfront.net, which exists only
 * once the distribution does; the template cannot pass it to the API and the bucket itself
 * (the distribution already refers to both: a dependency cycle). So a first deploy runs with
 * no origin, reads SiteUrl, and deploys once more with it.
 *
 * A first deploy also runs with the content table's deletion protection off: if it fails,
 * CloudFormation deletes what it made (DeletionPolicy RetainExceptOnCreate), and a protected
 * table would stay behind and block every retry. Once it has succeeded, the second run switches
 * the protection on. Before anything is made, the names it needs are checked to be free.
 */
export const deployStack = async (given: StageOptions, ports: StackPorts) => {
  const stack = stackName(given.stage);
  const before = await ports.readStack();
  const blocked = before && blockedBy(given, before.status);
  if (blocked) throw new DeployError(blocked);
  // The stack holds the stage's content once a deploy has made the table (a failed first
  // deploy leaves a stack without it).
  const created = Boolean(before?.outputs.ContentTableName);
  const kept = rememberedParams(before?.outputs);
  const settings = settingsFor(given.params, kept, created);
  for (const line of describeChanges(given.params, kept)) ports.log(line);
  if (!created) {
    ports.log(
      `${stack} holds no content in ${given.region} yet: this is the stage's first deploy.`,
    );
    const obstacles = await ports.findObstacles(settings.bucketSuffix);
    if (obstacles.length > 0)
      throw new DeployError(
        [`Nothing was deployed: the stage's names are not free.`, ...obstacles].join('\n\n'),
      );
  }
  const options = (tableProtection: boolean) => ({
    ...given,
    params: { ...settings, tableProtection: String(tableProtection) },
  });
  const origin = knownSiteOrigin(settings, before?.outputs);
  ports.log(
    origin
      ? `Deploying ${stack} for the site at ${origin}.`
      : `Deploying ${stack}; the site's address is known once CloudFront has made it.`,
  );
  const after = await serverlessDeploy(ports, options(created), origin);
  const siteUrl = after.SiteUrl;
  const moved = Boolean(siteUrl) && siteUrl !== origin;
  if (created && !moved) return after;
  if (moved)
    ports.log(
      [
        `The site's address is ${siteUrl}${origin ? ` (it was ${origin})` : ''}.`,
        'Deploying once more with it, so that the API and the uploads bucket accept requests from',
        "the site's pages: CloudFront makes its address only when the distribution is created, and",
        'the stack cannot hand it to them itself (the distribution already depends on both).',
      ].join('\n'),
    );
  if (!created)
    ports.log(
      "The first deploy worked: deploying once more to switch on the content table's deletion protection (off until now, so that a failed first deploy leaves nothing behind).",
    );
  return serverlessDeploy(ports, options(true), siteUrl ?? origin);
};
