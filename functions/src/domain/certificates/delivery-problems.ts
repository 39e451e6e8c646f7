import { isRecordId, SEND_MAX_IDS } from '@club/model';
import type { Item } from '../ports.js';

export const DELIVERY_MESSAGES = {
  ids: `Say which certificates to send: "ids", a list of 1 to ${SEND_MAX_IDS} certificate ids.`,
  sendId:
    'The send\'s "sendId" must be 8 to 64 letters, digits, "-" or "_": one made for each press of Send, and the same in every call of that send.',
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

/** Why a certificate cannot be sent at all, if it cannot. */
export const refusal = (item: Item, name: string) => {
  if (item.revoked) return DELIVERY_MESSAGES.revoked(name);
  if (!String(item.email ?? '').trim()) return DELIVERY_MESSAGES.noEmail(name);
  if (typeof item.credential !== 'string' || !item.credential)
    return DELIVERY_MESSAGES.noCredential(name);
  return undefined;
};
