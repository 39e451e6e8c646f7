import { CLUB_NAME } from '@club/model';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { Config } from './config.js';
import { adminService } from './domain/admin-service.js';
import { contactService } from './domain/contact-service.js';
import { contentService } from './domain/content-service.js';
import { fileSweep } from './domain/file-sweep.js';
import { uploadService } from './domain/upload-service.js';
import { createLogger } from './logger.js';
import { localMediaProcessor } from './media/local-processor.js';
import type { AppDeps } from './routes/context.js';
import { documentClient, s3Client, sesClient } from './storage/clients.js';
import { s3FileStore } from './storage/file-store.js';
import { s3DirectUploads } from './storage/presigned-post.js';
import { dynamoRecordStore } from './storage/record-store.js';
import { sesMailer } from './storage/ses-mailer.js';

/** Wires the services to DynamoDB, S3 and SES (or their emulators) as the configuration says. */
export const buildDeps = (
  config: Config,
  { logger = createLogger() }: { logger?: Logger } = {},
): AppDeps => {
  const records = dynamoRecordStore(documentClient(config), config.TABLE_NAME, { log: logger });
  const s3 = s3Client(config);
  const files = s3FileStore(s3, config.UPLOADS_BUCKET);
  // The one place to swap in a call to a separate processing function.
  const content = contentService({
    records,
    files,
    media: localMediaProcessor(files),
    log: logger,
  });
  return {
    records,
    content,
    uploads: uploadService({ direct: s3DirectUploads(s3, config.UPLOADS_BUCKET) }),
    contact: contactService({
      content,
      records,
      mailer: sesMailer(sesClient(config), config.MAIL_FROM),
      contactTo: config.CONTACT_TO,
      siteName: CLUB_NAME,
      log: logger,
    }),
    admin: adminService({ records, sessionHours: config.SESSION_HOURS }),
    cookieSecure: config.COOKIE_SECURE === 'true',
    sessionHours: config.SESSION_HOURS,
    logger,
    siteOrigins: config.SITE_ORIGIN,
  };
};

/** The sweep of stored files no record names: daily in AWS (sweep-handler.ts), locally at start. */
export const buildFileSweep = (config: Config) =>
  fileSweep({
    records: dynamoRecordStore(documentClient(config), config.TABLE_NAME),
    files: s3FileStore(s3Client(config), config.UPLOADS_BUCKET),
  });
