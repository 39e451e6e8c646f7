import type { Config } from './config.js';
import { adminService } from './domain/admin-service.js';
import { contentService } from './domain/content-service.js';
import type { AppDeps } from './routes/context.js';
import { documentClient, s3Client } from './storage/clients.js';
import { s3FileStore } from './storage/file-store.js';
import { dynamoRecordStore } from './storage/record-store.js';

/** Wires the services to DynamoDB and S3 (or their emulators) as the configuration says. */
export const buildDeps = (config: Config): AppDeps => {
  const records = dynamoRecordStore(documentClient(config), config.TABLE_NAME);
  return {
    records,
    content: contentService({
      records,
      files: s3FileStore(s3Client(config), config.UPLOADS_BUCKET),
    }),
    admin: adminService({ records, sessionHours: config.SESSION_HOURS }),
    cookieSecure: config.COOKIE_SECURE === 'true',
    sessionHours: config.SESSION_HOURS,
  };
};
