import { parseArgs } from 'node:util';
import { UsageError } from './errors.js';

export { UsageError };

export const DEPLOY_USAGE = `Deploys a stage: the API, the CDN, the site and the console, in one go.

  npm run deploy -- --stage <name> [--region <region>] [--param key=value]...

  --stage <name>      the stage to create or update (letters, digits and hyphens): prod, test...
  --region <region>   its AWS region (default AWS_REGION, else us-east-1)
  --param key=value   a setting of serverless.yml, as many as needed:
                        domainName=club.example.org and
                        certificateArn=arn:aws:acm:us-east-1:...   a custom domain and its certificate
                        mailFrom=..., contactTo=...                the contact form's sender and inbox
                        bucketSuffix=-abc                          when a bucket name is taken

It reads the stage's stack, deploys it (twice on a first deploy without a custom domain: the
site's address is known only once CloudFront has made it), builds the site and the console for
that address, publishes them to the site bucket and tells CloudFront to drop its old pages.`;

export const REMOVE_USAGE = `Removes a stage's stack. The content table and the buckets are kept.

  npm run remove -- --stage <name> [--region <region>] [--param key=value]...`;

export interface StageOptions {
  stage: string;
  region: string;
  /** serverless.yml's params (--param), in the order given. */
  params: Record<string, string>;
}

/** The params the deploy works out itself: a value given by hand would be overwritten or wrong. */
const SET_BY_DEPLOY: Record<string, string> = {
  siteOrigin:
    "siteOrigin is set by the deploy itself, from domainName or CloudFront's address. For a custom domain give --param domainName=<host> (and certificateArn).",
};

const parseParam = (pair: string): [string, string] => {
  const at = pair.indexOf('=');
  const key = pair.slice(0, at).trim();
  const value = pair.slice(at + 1).trim();
  if (at < 1 || !/^[A-Za-z][A-Za-z0-9]*$/.test(key) || !value)
    throw new UsageError(`"--param ${pair}" should be --param key=value, with a value.`);
  const refused = SET_BY_DEPLOY[key];
  if (refused) throw new UsageError(refused);
  return [key, value];
};

/** A custom domain on CloudFront is a host name with an ACM certificate: both or neither. */
const checkDomain = (params: Record<string, string>) => {
  const { domainName, certificateArn } = params;
  if (
    domainName &&
    !/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i.test(domainName)
  )
    throw new UsageError(
      `domainName "${domainName}" should be a bare host name such as club.example.org (no https://, no slash).`,
    );
  if (domainName && !certificateArn)
    throw new UsageError(
      `A custom domain needs its certificate: add --param certificateArn=<ARN of an ACM certificate for ${domainName}, made in us-east-1>.`,
    );
  if (certificateArn && !domainName)
    throw new UsageError(
      'certificateArn goes with a custom domain: add --param domainName=<host>.',
    );
};

/** The API refuses to start with a short secret (functions/src/config.ts), so refuse it here first. */
const checkEdgeSecret = ({ edgeSecret }: Record<string, string>) => {
  if (edgeSecret !== undefined && !/^[\w-]{32,}$/.test(edgeSecret))
    throw new UsageError(
      'edgeSecret should be at least 32 letters, digits, - or _ (or leave it out: the deploy makes and keeps one).',
    );
};

/** The command line of `npm run deploy` and `npm run remove`; 'help' when help was asked for. */
export const parseStageOptions = (
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): StageOptions | 'help' => {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      options: {
        stage: { type: 'string', short: 's' },
        region: { type: 'string', short: 'r' },
        param: { type: 'string', multiple: true, default: [] },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  const { stage } = values;
  if (!stage) throw new UsageError('Say which stage: --stage <name> (prod, test...).');
  // serverless.yml puts the stage into bucket and table names: S3 takes lower case only.
  if (!/^[a-z0-9][a-z0-9-]*$/.test(stage))
    throw new UsageError(
      `"${stage}" is not a stage name: use lower-case letters, digits and hyphens.`,
    );
  const params = Object.fromEntries(values.param.map(parseParam));
  checkDomain(params);
  checkEdgeSecret(params);
  const region = values.region ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1';
  return { stage, region, params };
};
