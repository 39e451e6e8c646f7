import type { RequestContext } from '@aws-lambda-powertools/event-handler/types';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ResourceDefinition } from '@club/model';
import type { AccountService } from '../domain/accounts/account-service.js';
import type { SignInService } from '../domain/accounts/sign-in.js';
import type { AuditLog } from '../domain/audit/audit-log.js';
import type { ContactService } from '../domain/inbox/contact-service.js';
import type { ContentService } from '../domain/content/content-service.js';
import type { CredentialService } from '../domain/certificates/credential-service.js';
import type { DeliveryService } from '../domain/certificates/delivery-service.js';
import type { FileStore, RecordStore } from '../domain/ports.js';
import type { PasswordService } from '../domain/accounts/password-service.js';
import type { SiteExportService } from '../domain/transfer/site-export.js';
import type { UploadService } from '../domain/files/upload-service.js';
import { forbidden } from '../domain/errors.js';
import { sessionToken } from './http.js';

export interface AppDeps {
  records: RecordStore;
  content: ContentService;
  /** The club as an issuer of signed credentials; unset where no key is configured. */
  issuer?: CredentialService;
  /** Mails certificates to their students; unset where certificates carry no credential. */
  delivery?: DeliveryService;
  uploads: UploadService;
  contact: ContactService;
  admin: SignInService;
  /** Who did what, for the owners; every route that changes something writes to it. */
  audit: AuditLog;
  /** An owner's management of the accounts; unset where no mail can be sent. */
  accounts?: AccountService;
  /** Invitations and "Forgot password?": set a password from a mailed link. */
  passwordLinks?: PasswordService;
  cookieSecure: boolean;
  sessionHours: number;
  /** JSON lines with the request id (see logger.ts); the services report through it too. */
  logger: Logger;
  /** The site's own origins: writes from other pages are refused (routes/same-origin.ts). */
  siteOrigins: readonly string[];
  /** The site's public address (reader.ts issuerOrigin): what every certificate address names. */
  siteAddress?: string;
  /** The site's bucket, read for the 404 page of an address no page was published at. */
  sitePages?: FileStore;
  /** The whole site for an owner's backup; unset where there is no bucket to list. */
  exporter?: SiteExportService;
  /** Proves a request came through this stage's CDN (routes/client-address.ts); unset locally. */
  edgeSecret?: string;
}

/** The routes are registered for HTTP API (v2) events only. */
export const eventOf = (reqCtx: RequestContext) => reqCtx.event as APIGatewayProxyEventV2;

type Handler = (reqCtx: RequestContext) => Promise<Response>;

/** The live session a write was sent with. */
export type SessionOf = Awaited<ReturnType<SignInService['verify']>>;

/** Wraps a write: without a live admin session it answers 401 and does nothing. */
/**
 * Reading a resource's records: open to all for what the site shows, an administrator's only
 * for records the public pages never list (certificates carry the recipient's e-mail; the
 * public looks one up by its code).
 */
export const readerOf =
  (d: ResourceDefinition, admin: SignInService) =>
  (handler: (reqCtx: RequestContext) => Promise<Response>): Handler =>
    d.inSiteData === false ? signedInOnly(admin, (reqCtx) => handler(reqCtx)) : handler;

/** Wraps an owner's call: 401 without a live session, 403 for an editor. */
/** Why an editor is refused an owner's call, whichever it is. */
export const OWNERS_ONLY =
  'Only an owner of the site can manage accounts, read the audit log and export the whole site.';

/** Why an editor is refused deleting a record for good. */
export const FOR_GOOD_OWNERS_ONLY =
  'Only an owner of the site can delete a record for good. Delete it as usual (it stays in Recently deleted) and ask an owner to delete it for good.';

export const ownerOnly =
  (
    admin: SignInService,
    handler: (reqCtx: RequestContext, session: SessionOf) => Promise<Response>,
    refusal = OWNERS_ONLY,
  ): Handler =>
  async (reqCtx) => {
    const session = await admin.verify(sessionToken(eventOf(reqCtx)));
    if (session.role !== 'owner') throw forbidden(refusal);
    return handler(reqCtx, session);
  };

/** For anyone signed in to the console, editor or owner: the session is handed to the handler. */
export const signedInOnly =
  (
    admin: SignInService,
    handler: (reqCtx: RequestContext, session: SessionOf) => Promise<Response>,
  ): Handler =>
  async (reqCtx) =>
    handler(reqCtx, await admin.verify(sessionToken(eventOf(reqCtx))));
