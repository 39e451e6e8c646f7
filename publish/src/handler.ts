import {
  buildContentReader,
  createLogger,
  issuerOrigin,
  readConfig,
  s3Client,
} from '@club/functions/reader';
import { publishRequest, type PublishAnswer, type PublishReport } from '@club/functions/calls';
import type { Context } from 'aws-lambda';
import { coalescedPublish } from './coalesce.js';
import { contentRevision, readPublishedContent } from './content.js';
import { publisher } from './publisher.js';
import { cloudFrontCdn } from './storage/cdn.js';
import { s3PageFiles } from './storage/page-bucket.js';
import { withdrawnFilesIn } from './withdrawn.js';

const logger = createLogger({ serviceName: 'robotics-club-publish' });
const config = readConfig();
const deps = buildContentReader(config, logger);
if (!config.SITE_BUCKET)
  throw new Error('SITE_BUCKET is not set: the publisher has nowhere to write.');
// The public address, as the API names it to the console and in mails (one source for both).
const origin = issuerOrigin(config);
if (!origin) throw new Error('SITE_ORIGIN is not set: the pages need the site address.');

const pages = publisher({
  files: s3PageFiles(s3Client(config), config.SITE_BUCKET),
  cdn: cloudFrontCdn(process.env.DISTRIBUTION_ID || undefined),
  readContent: readPublishedContent(deps, origin),
  origin,
  withdrawn: withdrawnFilesIn(deps),
});

/**
 * The publish function (serverless.yml, functions.publish). A failure is thrown after it is
 * logged: Lambda then retries the asynchronous invocation twice.
 */
export const handler = async (event: unknown, context: Context): Promise<PublishAnswer> => {
  const asked = publishRequest.safeParse(event);
  if (!asked.success)
    throw new Error(
      `The publish function got a request it does not take: ${JSON.stringify(event).slice(0, 200)}`,
    );
  const { reason, wait = false, takeOver = false } = asked.data;
  const reports: PublishReport[] = [];
  const run = coalescedPublish({
    records: deps.records,
    revision: contentRevision(deps),
    holder: context.awsRequestId,
    publish: async () => {
      const report = await pages.publish();
      logger.info('Published the pages', {
        reason,
        files: report.files,
        written: report.written.length,
        removed: report.removed.length,
        invalidated: report.invalidated,
        ms: report.ms,
      });
      reports.push(report);
    },
  });
  try {
    const outcome = await run({ wait, takeOver });
    return { outcome, reports };
  } catch (error) {
    logger.error('Could not publish the pages', error as Error);
    throw error;
  }
};
