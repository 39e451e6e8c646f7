import { randomBytes } from 'node:crypto';
import { DeployError } from './errors.js';
import type { StageOptions } from './options.js';
import { stackName, type StackOutputs } from './stack-outputs.js';

/** What the deploy sequence needs from the outside, passed in so it can be tried without AWS. */
export interface StackPorts {
  /** Runs the serverless CLI with these arguments; resolves with its exit code. */
  runServerless(args: string[]): Promise<number>;
  /** The stack's outputs now, undefined while it does not exist. */
  readOutputs(): Promise<StackOutputs | undefined>;
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

const serverlessDeploy = async (ports: StackPorts, options: StageOptions, siteOrigin?: string) => {
  const code = await ports.runServerless(serverlessArgs('deploy', options, siteOrigin));
  if (code !== 0)
    throw new DeployError(
      `serverless deploy stopped with exit code ${code}; its messages are above. Nothing was published: fix what it says, then run the deploy again.`,
    );
  const outputs = await ports.readOutputs();
  if (!outputs)
    throw new DeployError(
      `serverless deploy finished, but the stack ${stackName(options.stage)} is not in ${options.region}.`,
    );
  return outputs;
};

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
 * Deploys the stack so that the API (SITE_ORIGIN, CORS) and the uploads bucket (CORS) accept
 * the site's real address, and returns the stack's outputs.
 *
 * Without a custom domain the address is CloudFront's dxxxx.cloudfront.net, which exists only
 * once the distribution does; the template cannot pass it to the API and the bucket itself
 * (the distribution already refers to both: a dependency cycle). So a first deploy runs with
 * no origin, reads SiteUrl, and deploys once more with it. Later deploys pass the known one.
 */
export const deployStack = async (given: StageOptions, ports: StackPorts) => {
  const stack = stackName(given.stage);
  const before = await ports.readOutputs();
  if (!before)
    ports.log(`${stack} does not exist in ${given.region} yet: this is the stage's first deploy.`);
  const remembered = rememberedParams(before);
  const kept = Object.keys(remembered).filter((key) => !(key in given.params));
  if (kept.length > 0)
    ports.log(
      `Keeping the settings of the last deploy: ${kept.map((k) => (k === 'edgeSecret' ? 'the edge secret' : `${k}=${remembered[k]}`)).join(', ')}.`,
    );
  const params = { ...remembered, ...given.params };
  if (!params.edgeSecret) {
    // Made once per stage and kept with its settings from then on (see rememberedParams).
    params.edgeSecret = randomBytes(32).toString('base64url');
    ports.log(
      'Made the stage its edge secret, which tells the API a request came through the CDN.',
    );
  }
  const options = { ...given, params };
  const origin = knownSiteOrigin(options.params, before);
  ports.log(
    origin
      ? `Deploying ${stack} for the site at ${origin}.`
      : `Deploying ${stack}; the site's address is known once CloudFront has made it.`,
  );
  const after = await serverlessDeploy(ports, options, origin);
  const siteUrl = after.SiteUrl;
  if (!siteUrl || siteUrl === origin) return after;
  ports.log(
    [
      `The site's address is ${siteUrl}${origin ? ` (it was ${origin})` : ''}.`,
      'Deploying once more with it, so that the API and the uploads bucket accept requests from',
      "the site's pages: CloudFront makes its address only when the distribution is created, and",
      'the stack cannot hand it to them itself (the distribution already depends on both).',
    ].join('\n'),
  );
  return serverlessDeploy(ports, options, siteUrl);
};
