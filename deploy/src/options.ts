import { readCommandLine, UsageError } from './errors.js';
import { longestStage, tooLongName } from './stage-names.js';

export { UsageError };

export const DEPLOY_USAGE = `Deploys a stage: the API, the CDN, the site and the console, in one go.

  npm run deploy -- --stage <name> [--region <region>] [--param key=value]...

  --stage <name>      the stage to create or update (letters, digits and hyphens): prod, test...
  --region <region>   its AWS region (default AWS_REGION, else us-east-1)
  --param key=value   a setting of serverless.yml, as many as needed:
                        domainName=club.example.org and
                        certificateArn=arn:aws:acm:us-east-1:...   a custom domain and its certificate
                        mailFrom=..., contactTo=...                the contact form's sender and inbox
                        priceClass=PriceClass_200                  where CloudFront serves from
                        bucketSuffix=-abc                          when a bucket name is taken (first deploy only)
  --param key=        drops a setting an earlier deploy kept (domainName= certificateArn= together)

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
  tableProtection:
    "tableProtection is set by the deploy itself: the content table's deletion protection is switched on once the stage's first deploy has succeeded.",
  edgeSecret:
    'edgeSecret is made by AWS for each stage now (a secret in Secrets Manager, read only by CloudFormation): there is nothing to give.',
};

/** `--param key=value`; an empty value (`--param key=`) drops a setting the last deploy kept. */
const parseParam = (pair: string): [string, string] => {
  const at = pair.indexOf('=');
  const key = pair.slice(0, at).trim();
  const value = pair.slice(at + 1).trim();
  if (at < 1 || !/^[A-Za-z][A-Za-z0-9]*$/.test(key))
    throw new UsageError(
      `"--param ${pair}" should be --param key=value (or key= to drop a kept setting).`,
    );
  const refused = SET_BY_DEPLOY[key];
  if (refused) throw new UsageError(refused);
  return [key, value];
};

const CERTIFICATE_IN_US_EAST_1 = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/;
const PRICE_CLASSES = ['PriceClass_100', 'PriceClass_200', 'PriceClass_All'];

/**
 * The settings a deploy will run with (given ones over kept ones, dropped ones gone), checked
 * before anything is created: a custom domain on CloudFront is a host name with an ACM
 * certificate made in us-east-1, both or neither.
 */
export const checkSettings = (params: Record<string, string>) => {
  const { domainName, certificateArn, priceClass, bucketSuffix } = params;
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
      'certificateArn goes with a custom domain: add --param domainName=<host>, or drop both with --param domainName= --param certificateArn=.',
    );
  if (certificateArn && !CERTIFICATE_IN_US_EAST_1.test(certificateArn))
    throw new UsageError(
      `certificateArn should be an ACM certificate made in us-east-1 (CloudFront takes no other region, whatever the deploy's), like arn:aws:acm:us-east-1:123456789012:certificate/…; this one is ${certificateArn}. Request or import the certificate in us-east-1.`,
    );
  if (priceClass && !PRICE_CLASSES.includes(priceClass))
    throw new UsageError(`priceClass should be one of ${PRICE_CLASSES.join(', ')}.`);
  if (bucketSuffix && !/^-[a-z0-9-]{1,20}$/.test(bucketSuffix))
    throw new UsageError(
      `bucketSuffix "${bucketSuffix}" should start with a hyphen, then up to 20 lower-case letters, digits or hyphens, such as -a7x.`,
    );
};

/** A stage name AWS takes in every name the stage makes (buckets, functions, CloudFront's). */
const checkStage = (stage: string, bucketSuffix?: string) => {
  // serverless.yml puts the stage into bucket and table names: S3 takes lower case only.
  if (!/^[a-z0-9][a-z0-9-]*$/.test(stage))
    throw new UsageError(
      `"${stage}" is not a stage name: use lower-case letters, digits and hyphens.`,
    );
  const long = tooLongName(stage, bucketSuffix);
  if (long)
    throw new UsageError(
      `The stage name "${stage}" is too long: ${long.what} would be named ${long.name}, ${long.name.length} characters where AWS takes ${long.limit}. Use a stage name of at most ${longestStage(bucketSuffix)} characters.`,
    );
};

/** The command line of `npm run deploy` and `npm run remove`; 'help' when help was asked for. */
export const parseStageOptions = (
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): StageOptions | 'help' => {
  const values = readCommandLine(args, {
    stage: { type: 'string', short: 's' },
    region: { type: 'string', short: 'r' },
    param: { type: 'string', multiple: true, default: [] },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) return 'help';
  const { stage } = values;
  if (!stage) throw new UsageError('Say which stage: --stage <name> (prod, test...).');
  const params = Object.fromEntries(values.param.map(parseParam));
  checkStage(stage, params.bucketSuffix);
  const region = values.region ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1';
  return { stage, region, params };
};
