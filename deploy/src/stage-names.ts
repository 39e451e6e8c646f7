/** serverless.yml's `service`: every name a stage makes starts with it. */
export const SERVICE = 'robotics-club';

/** The CloudFormation stack serverless.yml makes for a stage (`service`-`stage`). */
export const stackName = (stage: string) => `${SERVICE}-${stage}`;

/** A stage's content table: the deploy makes it, npm run admin writes the administrator to it. */
export const contentTableName = (stage: string) => `${stackName(stage)}-content`;

export interface StageName {
  /** What it is, in the words of an error message. */
  what: string;
  name: string;
  /** The longest name AWS takes for it. */
  limit: number;
}

/**
 * Every name a stage's template gives a resource itself (deploy/cloudformation/*.yml,
 * serverless.yml's functions), with AWS's limit for each: a stage name that makes one too long
 * is refused before anything is created, instead of failing halfway through a deploy.
 * checks/test/deploy-package.test.ts holds this list to the packaged template.
 */
export const stageNames = (stage: string, bucketSuffix = ''): StageName[] => {
  const base = `${SERVICE}-${stage}`;
  return [
    { what: 'the stack', name: base, limit: 128 },
    // serverless names the HTTP API the other way round.
    { what: 'the HTTP API', name: `${stage}-${SERVICE}`, limit: 128 },
    { what: 'the content table', name: contentTableName(stage), limit: 255 },
    { what: 'the uploads bucket', name: `${base}-uploads${bucketSuffix}`, limit: 63 },
    { what: 'the site bucket', name: `${base}-site${bucketSuffix}`, limit: 63 },
    ...['api', 'sweep', 'media', 'publish'].map((fn) => ({
      what: `the ${fn} function`,
      name: `${base}-${fn}`,
      limit: 64,
    })),
    { what: "CloudFront's page router", name: `${base}-site-router`, limit: 64 },
    { what: "CloudFront's access to the buckets", name: `${base}-buckets`, limit: 64 },
    ...['files', 'site-data'].map((policy) => ({
      what: `CloudFront's ${policy} cache policy`,
      name: `${base}-${policy}`,
      limit: 128,
    })),
    { what: "CloudFront's API request policy", name: `${base}-api`, limit: 128 },
    ...['pages', 'api', 'issuer-files'].map((policy) => ({
      what: `CloudFront's ${policy} headers policy`,
      name: `${base}-${policy}`,
      limit: 128,
    })),
  ];
};

/** The first name a stage (and bucket suffix) would make too long, if any. */
export const tooLongName = (stage: string, bucketSuffix = '') =>
  stageNames(stage, bucketSuffix).find(({ name, limit }) => name.length > limit);

/** The longest stage name every derived name still fits, with this bucket suffix. */
export const longestStage = (bucketSuffix = '') =>
  Math.min(...stageNames('', bucketSuffix).map(({ name, limit }) => limit - name.length));

/** A stage's API function (serverless.yml, functions.api): it runs the issuer tasks too. */
export const apiFunctionName = (stage: string) => `${stackName(stage)}-api`;
