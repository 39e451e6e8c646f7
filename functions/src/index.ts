/** What the local stack, the seed and the tests use to drive the API's own services. */
export { createApp, createHandler } from './app.js';
export { readConfig, type Config } from './config.js';
export { buildContentReader, buildDeps, buildFileSweep } from './deps.js';
export { CONTACT_LIMIT } from './domain/contact-service.js';
export { graceSecondsFrom } from './domain/file-sweep.js';
export { dynamoClient } from './storage/clients.js';
export type { Submission } from './domain/content-service.js';
export { DomainError } from './domain/errors.js';
export type { AppDeps } from './routes/context.js';
export { adminService } from './domain/admin-service.js';
export { ensureTable } from './storage/table.js';
export { documentClient, s3Client } from './storage/clients.js';
export { dynamoRecordStore } from './storage/record-store.js';
export { s3FileStore } from './storage/file-store.js';
export type { Item, RecordStore } from './domain/ports.js';
export { createLogger } from './logger.js';
