import {
  buildContentReader,
  createLogger,
  issuerOrigin,
  readConfig,
  s3Client,
} from '@club/functions/reader';
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

/** What asks for a publish: a write (async, from the API), or a deploy or start (waiting). */
interface PublishEvent {
  reason?: string;
  /** Wait for a publish already running, then publish: the caller needs the pages made. */
  wait?: boolean;
  /**
   * No other publish can be running (a local start, before the API serves): a lease still
   * held was left by a run of a stack that was killed, and is taken over at once.
   */
  takeOver?: boolean;
}

/**
 * The publish function (serverless.yml, functions.publish). A failure is thrown after it is
 * logged: Lambda then retries the asynchronous invocation twice.
 */
export const handler = async (event: PublishEvent, context: Context) => {
  const reports: unknown[] = [];
  const run = coalescedPublish({
    records: deps.records,
    revision: contentRevision(deps),
    holder: context.awsRequestId,
    publish: async () => {
      const report = await pages.publish();
      logger.info('Published the pages', {
        reason: event.reason,
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
    const outcome = await run({ wait: event.wait === true, takeOver: event.takeOver === true });
    return { outcome, reports };
  } catch (error) {
    logger.error('Could not publish the pages', error as Error);
    throw error;
  }
};
