/** What the local stack, the seed and the tests use to drive the API's own services. */
export { createApp, createHandler } from './app.js';
export { isIssuerTask, runIssuerTask } from './issuer-task.js';
export { readConfig, type Config } from './config.js';
export { buildDeps } from './deps.js';
export { buildContentReader, issuerOrigin } from './reader.js';
export { buildFileSweep } from './sweep-deps.js';
export { CONTACT_LIMIT } from './domain/inbox/contact-service.js';
export { graceSecondsFrom } from './domain/files/file-sweep.js';
export { dynamoClient } from './storage/clients.js';
export type { Submission } from './domain/content/content-service.js';
export { DomainError } from './domain/errors.js';
export type { AppDeps } from './routes/context.js';
export { signInService } from './domain/accounts/sign-in.js';
export { auditLog } from './domain/audit/audit-log.js';
export { ensureTable } from './storage/table.js';
export { documentClient, s3Client } from './storage/clients.js';
export { dynamoRecordStore } from './storage/record-store.js';
export { s3FileStore } from './storage/file-store.js';
export type { Item, RecordStore } from './domain/ports.js';
export { createLogger } from './logger.js';
export { credentialService } from './domain/certificates/credential-service.js';
export { issuerPublication } from './domain/certificates/issuer-publication.js';
export { buildIssuer, issuerKeyVault } from './storage/issuer.js';
export { localMediaProcessor } from './media/local-processor.js';
export { fileRefused } from './domain/content/file-changes.js';
export { siteExport } from './domain/transfer/site-export.js';
export { siteRestore, type CheckedArchive } from './domain/transfer/site-restore.js';
export {
  archiveProblems,
  problemList,
  type ProblemList,
} from './domain/transfer/archived-records.js';
export type { ContentService } from './domain/content/content-service.js';
export type { FileStore, MediaProcessor } from './domain/ports.js';
