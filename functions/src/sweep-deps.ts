import type { Config } from './config.js';
import { fileSweep } from './domain/files/file-sweep.js';
import { documentClient, s3Client } from './storage/clients.js';
import { s3FileStore } from './storage/file-store.js';
import { dynamoRecordStore } from './storage/record-store.js';

/** The sweep of stored files no record names: daily in AWS (sweep-handler.ts), locally at start. */
export const buildFileSweep = (config: Config) =>
  fileSweep({
    records: dynamoRecordStore(documentClient(config), config.TABLE_NAME),
    files: s3FileStore(s3Client(config), config.UPLOADS_BUCKET),
  });
