import { join } from 'node:path';
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { S3Client } from '@aws-sdk/client-s3';
import { planPublish, type Build } from './build-files.js';
import { buildSite, ROOT, runServerless } from './commands.js';
import { signedInNotice, signIn } from './credentials.js';
import { DeployError, runCommand } from './errors.js';
import { invalidate } from './invalidation.js';
import { DEPLOY_USAGE, parseStageOptions } from './options.js';
import { publishPages } from './publish-pages.js';
import { publishPlan } from './publish.js';
import { deployStack } from './sequence.js';
import { deploySite } from './site-sequence.js';
import { findObstacles } from './obstacles.js';
import { deployedButFailing, runSmokeChecks } from './smoke/runner.js';
import { stageSite } from './smoke/stage-site.js';
import { apiFunctionOf, publishFunctionOf, readStack, siteOutputs } from './stack-outputs.js';
import { issuerSummary, runIssuerTask } from './issuer.js';
import { stackName } from './stage-names.js';

/** `npm run deploy -- --stage <name>`: the stack, then the site and the console, on AWS. */

// This machine may run Node 20; the SDK's notice about it says nothing about the deploy.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** The site at the bucket's root, the console under admin/, as CloudFront routes them. */
const BUILDS: Build[] = [
  { name: 'the site', dir: join(ROOT, 'web', 'dist'), prefix: '' },
  { name: 'the console', dir: join(ROOT, 'admin', 'dist'), prefix: 'admin/' },
];

const main = async () => {
  const options = parseStageOptions(process.argv.slice(2));
  if (options === 'help') {
    console.log(DEPLOY_USAGE);
    return;
  }
  const { stage, region } = options;
  const stack = stackName(stage);
  const aws = await signIn(region);
  console.log(await signedInNotice(aws));
  const cloudformation = new CloudFormationClient(aws);
  const outputs = await deployStack(options, {
    runServerless: (args) => runServerless(args, aws),
    readStack: () => readStack(cloudformation, stack),
    findObstacles: (bucketSuffix) =>
      findObstacles(
        {
          dynamodb: new DynamoDBClient(aws),
          s3: new S3Client({ ...aws, followRegionRedirects: true }),
          cloudfront: new CloudFrontClient(aws),
        },
        options,
        bucketSuffix,
      ),
    log: (line) => console.log(`\n${line}`),
  });
  const site = siteOutputs(outputs, stack);
  const publishFunction = publishFunctionOf(outputs, stack);
  // Before the pages are made: the DID document and the certificates' credentials are in them.
  console.log(
    `\n${issuerSummary(await runIssuerTask(new LambdaClient(aws), apiFunctionOf(outputs, stack), 'ensure-issuer'))}`,
  );

  await deploySite(
    { stage, region, siteUrl: site.siteUrl, bucket: site.bucket },
    {
      build: buildSite,
      plan: () => planPublish(BUILDS),
      upload: (plan, onTier) => publishPlan(new S3Client(aws), site.bucket, plan, onTier),
      invalidate: (paths) => invalidate(new CloudFrontClient(aws), site.distributionId, paths),
      publishPages: () => publishPages(new LambdaClient(aws), publishFunction),
      log: console.log,
    },
  );

  // What a visitor and the administrator would meet first, tried now rather than by them.
  console.log('');
  const { failed } = await runSmokeChecks(
    site.siteUrl,
    console.log,
    stageSite(outputs, stack, region),
  );

  console.log(
    [
      '',
      `The site:    ${site.siteUrl}`,
      `The console: ${site.consoleUrl}`,
      '',
      'Next, if this stage has no administrator yet (a deploy never makes one), create it:',
      `  npm run admin -- --stage ${stage} --region ${region}`,
      'docs/admin-account.md tells more.',
    ].join('\n'),
  );
  if (failed.length > 0)
    throw new DeployError(
      deployedButFailing(failed, `npm run smoke -- --stage ${stage} --region ${region}`),
    );
};

await runCommand(main);
