import type { Logger } from '@aws-lambda-powertools/logger';
import type { Config } from './config.js';
import { contentReader } from './domain/content/content-reader.js';
import type { RecordStore } from './domain/ports.js';
import { createLogger } from './logger.js';
import { documentClient } from './storage/clients.js';
import { dynamoRecordStore } from './storage/record-store.js';

// The publish function's entry (@club/functions/reader): what reads the content, and none of
// what writes it or signs certificates, so its bundle stays small.
export { readConfig, type Config } from './config.js';
export { createLogger } from './logger.js';
export { s3Client } from './storage/clients.js';
export { issuerPublication } from './domain/certificates/issuer-publication.js';
export type { RecordStore } from './domain/ports.js';

/** The site address the credentials name: the first SITE_ORIGIN unless set apart. */
export const issuerOrigin = (config: Config) => config.ISSUER_ORIGIN ?? config.SITE_ORIGIN[0];

/**
 * What the publish function reads the content with: the records as the public sees them,
 * without the one write a reader makes in passing (storing a list's order for the API's
 * instances, which the API does for itself), so the publisher's role needs no right to write
 * content.
 */
export const buildContentReader = (config: Config, logger: Logger = createLogger()) => {
  const stored = dynamoRecordStore(documentClient(config), config.TABLE_NAME, { log: logger });
  const records: RecordStore = { ...stored, saveSnapshot: async () => {} };
  return { records, content: contentReader({ records, log: logger }) };
};
