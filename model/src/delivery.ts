import { certificate } from './resources/certificate.js';
import { restPath } from './paths.js';

/**
 * "Send to recipient": mails certificates to their students. JSON `{ ids: [...], sendId }`,
 * admin session required; answers a DeliveryReport.
 */
export const CERTIFICATE_SEND_PATH = `${restPath(certificate)}/send` as const;

/** The most certificate ids one call takes; a longer list is refused (400). */
export const SEND_MAX_IDS = 1000;

/**
 * The most certificates one call sends (or finds it cannot send); the rest of its ids are
 * answered "not sent yet", for the caller to send next. A mail takes the mail service a fraction
 * of a second, and up to 15 s when it is slow: ten keep a call well inside the API's 29 s.
 */
export const SEND_PER_CALL = 10;

/**
 * A send's id: made by the caller once per press of "Send to recipient" and given with every
 * call of that send, retries included. A certificate already sent under it is not sent again.
 */
export const SEND_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * A certificate marked 'sending' longer ago than this was claimed by a call that stopped (the
 * API gives up after 29 s): another call may then send it.
 */
export const SENDING_STALE_MS = 2 * 60_000;

/**
 * The latest attempt to mail a certificate to its student, kept on the certificate's record as
 * `delivery` (console only, never published). A certificate never sent has none. 'sending':
 * a call has claimed it and is mailing it now.
 */
export interface CertificateDelivery {
  status: 'sent' | 'failed' | 'sending';
  /** When it was sent, failed or claimed (ISO 8601). */
  at: string;
  /** The address it was sent to; '' when the certificate had none. */
  to: string;
  /** Why it was not sent, in words for the administrator. */
  error?: string;
  /** The send it belongs to (SEND_ID); absent on deliveries from before sends had ids. */
  sendId?: string;
}

/** What became of one certificate of a send. */
export interface DeliveryResult {
  id: string;
  /**
   * 'not-found': no certificate has this id (deleted meanwhile, say); nothing was recorded.
   * 'not-sent-yet': this call did not get to it (or another call is sending it right now):
   * send it again, under the same sendId.
   */
  status: 'sent' | 'failed' | 'not-found' | 'not-sent-yet';
  /** The student's name, when the certificate was found. */
  name?: string;
  to?: string;
  error?: string;
}

/** The answer of a send: one result per id asked for, in the order asked. */
export interface DeliveryReport {
  /** The send's id: the one given, or one the API made when none was. */
  sendId: string;
  sent: number;
  /** Failed and not found. */
  failed: number;
  notSentYet: number;
  results: DeliveryResult[];
}

const STATUSES: readonly unknown[] = ['sent', 'failed', 'sending'];

/** The record's delivery, if it holds one that reads as such. */
export const deliveryOf = (record: Record<string, unknown> | undefined) => {
  const delivery = record?.delivery as Partial<CertificateDelivery> | undefined;
  return delivery && STATUSES.includes(delivery.status) && typeof delivery.at === 'string'
    ? (delivery as CertificateDelivery)
    : undefined;
};

/** The counts of a report, from its results. */
export const deliveryCounts = (results: readonly DeliveryResult[]) => {
  const sent = results.filter((r) => r.status === 'sent').length;
  const notSentYet = results.filter((r) => r.status === 'not-sent-yet').length;
  return { sent, failed: results.length - sent - notSentYet, notSentYet };
};
