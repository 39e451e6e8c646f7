import {
  certificate,
  isRecordId,
  SEND_MAX_IDS,
  type CertificateDelivery,
  type DeliveryReport,
  type DeliveryResult,
} from '@club/model';
import { certificateMail, type CertificateMailContext } from './certificate-mail.js';
import { invalid } from './errors.js';
import { asError, type Log } from './log.js';
import type { Item, Mailer, RecordStore } from './ports.js';

export interface DeliveryDeps extends CertificateMailContext {
  records: RecordStore;
  mailer: Mailer;
  log: Log;
  now?: () => Date;
}

export const DELIVERY_MESSAGES = {
  ids: `Say which certificates to send: "ids", a list of 1 to ${SEND_MAX_IDS} certificate ids.`,
  noEmail: (name: string) => `${name} has no e-mail address: add one first.`,
  noCredential: (name: string) =>
    `${name}'s certificate has no signed credential yet: save it once to issue one, then send it.`,
  revoked: (name: string) => `${name}'s certificate is revoked: a revoked certificate is not sent.`,
  notFound: (id: string) =>
    isRecordId(id)
      ? `There is no certificate with the id ${id}: it may have been deleted.`
      : 'There is no certificate with that id.',
  unreachable:
    'The mail service could not be reached, so nothing was sent. Please try again later.',
  busy: 'The mail service is busy (too many e-mails at once), so this one was not sent. Send it again in a minute.',
  paused:
    "Sending e-mail is paused for the club's account at the mail service (SES), so nothing was sent. Ask the site's maintainer.",
  sender:
    "The club's sending address is not verified with the mail service (SES), so nothing was sent. Ask the site's maintainer.",
  refused: (reason: string) => `The mail service refused this e-mail: ${reason}`,
  other: (what: string) => `The e-mail could not be sent (${what}). Please try again later.`,
} as const;

/** An e-mail whose delivery is being recorded is retried this often when the record changes. */
const RECORD_ATTEMPTS = 5;

// Errors of the network rather than of SES: Node's codes, and the SDK's timeout.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

interface SdkError {
  name?: string;
  code?: string;
  message?: string;
  cause?: unknown;
  $metadata?: { httpStatusCode?: number };
}

const networkCode = (error: SdkError | undefined): string | undefined => {
  for (let e = error, depth = 0; e && depth < 5; e = e.cause as SdkError | undefined, depth++)
    if (e.code && NETWORK_CODES.has(e.code)) return e.code;
  return undefined;
};

/** Why SES did not take a mail, in words for the administrator (what the list shows). */
export const deliveryProblem = (thrown: unknown): string => {
  const error = (typeof thrown === 'object' && thrown !== null ? thrown : {}) as SdkError;
  const name = error.name ?? '';
  const reason = (error.message ?? '').trim();
  // AccessDenied: in SES's sandbox, an address the API may not mail (docs/deploy.md, "Mail").
  switch (name) {
    case 'MessageRejected':
    case 'BadRequestException':
    case 'AccessDeniedException':
      return DELIVERY_MESSAGES.refused(reason || name);
    case 'TooManyRequestsException':
    case 'LimitExceededException':
    case 'ThrottlingException':
      return DELIVERY_MESSAGES.busy;
    case 'AccountSuspendedException':
    case 'SendingPausedException':
      return DELIVERY_MESSAGES.paused;
    case 'MailFromDomainNotVerifiedException':
      return DELIVERY_MESSAGES.sender;
  }
  if (networkCode(error) || name === 'TimeoutError' || !error.$metadata?.httpStatusCode)
    return DELIVERY_MESSAGES.unreachable;
  return DELIVERY_MESSAGES.other(name || `HTTP ${error.$metadata.httpStatusCode}`);
};

/** The ids of a send: 1 to SEND_MAX_IDS strings, each once, in the order given. */
const idsOf = (input: unknown): string[] => {
  const ids = (input as { ids?: unknown } | undefined)?.ids;
  if (
    !Array.isArray(ids) ||
    ids.length === 0 ||
    ids.length > SEND_MAX_IDS ||
    !ids.every((id) => typeof id === 'string')
  )
    throw invalid({ ids: DELIVERY_MESSAGES.ids });
  return [...new Set(ids as string[])];
};

/**
 * "Send to recipient": mails certificates to their students, each with its page, a LinkedIn
 * link and its signed credential, and keeps the outcome on the certificate as `delivery`. Each
 * certificate succeeds or fails on its own. Only this sends: creating or importing certificates
 * mails nobody.
 */
export const deliveryService = ({
  records,
  mailer,
  log,
  now = () => new Date(),
  ...context
}: DeliveryDeps) => {
  const collection = certificate.name;

  /**
   * Keeps the delivery on the certificate over the version it reads, again if an edit came
   * between: the edit is never lost. Only `delivery` (and the version) changes, so the
   * credential stays as it is. False when the certificate is gone or kept changing.
   */
  const record = async (id: string, delivery: CertificateDelivery) => {
    for (let attempt = 0; attempt < RECORD_ATTEMPTS; attempt++) {
      const latest = await records.get(collection, id);
      if (!latest) return false;
      const version = Number(latest.version);
      const item = { ...latest, delivery, version: version + 1, updatedAt: now().toISOString() };
      if (await records.replace(collection, item, version)) return true;
    }
    return false;
  };

  /** Why a certificate cannot be sent at all, if it cannot. */
  const refusal = (item: Item, name: string) => {
    if (item.revoked) return DELIVERY_MESSAGES.revoked(name);
    if (!String(item.email ?? '').trim()) return DELIVERY_MESSAGES.noEmail(name);
    if (typeof item.credential !== 'string' || !item.credential)
      return DELIVERY_MESSAGES.noCredential(name);
    return undefined;
  };

  const deliver = async (id: string, item: Item | undefined): Promise<DeliveryResult> => {
    if (!item) return { id, status: 'not-found', error: DELIVERY_MESSAGES.notFound(id) };
    const name = String(item.name ?? '').trim() || 'This certificate';
    const to = String(item.email ?? '').trim();
    let error = refusal(item, name);
    if (!error) {
      try {
        await mailer.send(certificateMail({ ...item, email: to }, context));
      } catch (thrown) {
        log.warn(`Could not mail certificate ${id} to its student`, asError(thrown));
        error = deliveryProblem(thrown);
      }
    }
    const delivery: CertificateDelivery = {
      status: error ? 'failed' : 'sent',
      at: now().toISOString(),
      to,
      ...(error ? { error } : {}),
    };
    try {
      if (!(await record(id, delivery)))
        log.warn(`The delivery of certificate ${id} (${delivery.status}) could not be recorded`);
    } catch (thrown) {
      // The mail is out (or not) either way: the answer still says which.
      log.error(`Could not record the delivery of certificate ${id}`, asError(thrown));
    }
    return { id, status: delivery.status, name, to, ...(error ? { error } : {}) };
  };

  return {
    async send(input: unknown): Promise<DeliveryReport> {
      const ids = idsOf(input);
      const found = await records.getMany(collection, ids.filter(isRecordId));
      const byId = new Map(found.map((item) => [item.id, item]));
      const results: DeliveryResult[] = [];
      // One after another: SES takes a limited number of mails a second.
      for (const id of ids) results.push(await deliver(id, byId.get(id)));
      const sent = results.filter((r) => r.status === 'sent').length;
      return { sent, failed: results.length - sent, results };
    },
  };
};

export type DeliveryService = ReturnType<typeof deliveryService>;
