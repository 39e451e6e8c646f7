import { CLUB_NAME, contactMessage, publishedCollections } from '@club/model';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { Config } from './config.js';
import type { MediaProcessor } from './domain/ports.js';
import { accountService } from './domain/accounts/account-service.js';
import { signInService } from './domain/accounts/sign-in.js';
import { auditLog } from './domain/audit/audit-log.js';
import { changeSummary } from './domain/audit/change-summary.js';
import { contactService } from './domain/inbox/contact-service.js';
import { contentService } from './domain/content/content-service.js';
import { deliveryService } from './domain/certificates/delivery-service.js';
import { passwordService } from './domain/accounts/password-service.js';
import { siteExport } from './domain/transfer/site-export.js';
import { uploadService } from './domain/files/upload-service.js';
import { createLogger } from './logger.js';
import type { AppDeps } from './routes/context.js';
import { documentClient, lambdaClient, s3Client, sesClient } from './storage/clients.js';
import { s3FileStore } from './storage/file-store.js';
import { invokedMediaProcessor } from './storage/media-function.js';
import { invokedPublisher } from './storage/publish-function.js';
import { publishingOnWrite } from './domain/content/publishing-records.js';
import { s3DirectUploads } from './storage/presigned-post.js';
import { dynamoRecordStore } from './storage/record-store.js';
import { sesMailer } from './storage/ses-mailer.js';
import { buildIssuer } from './storage/issuer.js';
import { issuerOrigin } from './reader.js';
import { scryptPasswords } from './lib/passwords.js';

/**
 * Wires the services to DynamoDB, S3, SES and the media function (or their emulators) as the
 * configuration says. Tests pass `media`, the in-process processor, and need no function.
 */
export const buildDeps = (
  config: Config,
  { logger = createLogger(), media }: { logger?: Logger; media?: MediaProcessor } = {},
): AppDeps => {
  const lambda = lambdaClient(config);
  const db = documentClient(config);
  // Each write to what the public pages show asks the publish function to make them again.
  const records = publishingOnWrite(dynamoRecordStore(db, config.TABLE_NAME, { log: logger }), {
    collections: new Set(publishedCollections),
    request: invokedPublisher({ lambda, functionName: config.PUBLISH_FUNCTION, log: logger }),
  });
  const s3 = s3Client(config);
  const files = s3FileStore(s3, config.UPLOADS_BUCKET);
  const issuer = buildIssuer(config, records);
  const mailer = sesMailer(sesClient(config), config.MAIL_FROM);
  const origin = issuerOrigin(config);
  const audit = auditLog({ records, log: logger });
  // Pictures are re-encoded by a function of their own, so the API never loads the image library.
  const content = contentService({
    records,
    files,
    media:
      media ??
      invokedMediaProcessor({
        lambda,
        functionName: config.MEDIA_FUNCTION,
        files,
      }),
    log: logger,
    ...(issuer ? { issuance: issuer.hooks } : {}),
    // A visitor's message is the inbox's, not a change anyone made to the site.
    onChange: async (change, actor) =>
      change.resource === contactMessage.name && change.action === 'create'
        ? undefined
        : audit.record(actor, changeSummary(change)),
  });
  const passwords = scryptPasswords(config.PASSWORD_COST);
  const admin = signInService({ records, sessionHours: config.SESSION_HOURS, audit, passwords });
  // Invitations and resets are mailed from the club, with replies to its inbox.
  const accountMail = {
    records,
    accounts: admin.accounts,
    mailer,
    passwords,
    clubName: CLUB_NAME,
    replyTo: config.CONTACT_TO,
    audit,
  };
  return {
    records,
    content,
    ...(issuer ? { issuer } : {}),
    // The certificate's page is on the site the credential names; replies go to the club.
    ...(issuer && origin
      ? {
          delivery: deliveryService({
            // No page shows a delivery: its writes are noted for the lists, and publish nothing.
            records: dynamoRecordStore(db, config.TABLE_NAME, { log: logger }),
            mailer,
            origin,
            clubName: CLUB_NAME,
            replyTo: config.CONTACT_TO,
            log: logger,
          }),
        }
      : {}),
    uploads: uploadService({ direct: s3DirectUploads(s3, config.UPLOADS_BUCKET), records }),
    contact: contactService({
      content,
      records,
      mailer,
      contactTo: config.CONTACT_TO,
      siteName: CLUB_NAME,
      log: logger,
    }),
    admin,
    audit,
    exporter: siteExport({ records, files }),
    ...(origin
      ? {
          accounts: accountService({ ...accountMail, origin }),
          passwordLinks: passwordService({
            ...accountMail,
            origin,
            log: logger,
            now: () => new Date(),
          }),
        }
      : {}),
    cookieSecure: config.COOKIE_SECURE === 'true',
    sessionHours: config.SESSION_HOURS,
    logger,
    siteOrigins: config.SITE_ORIGIN,
    ...(origin ? { siteAddress: origin } : {}),
    ...(config.SITE_BUCKET ? { sitePages: s3FileStore(s3, config.SITE_BUCKET) } : {}),
    ...(config.EDGE_SECRET ? { edgeSecret: config.EDGE_SECRET } : {}),
  };
};
