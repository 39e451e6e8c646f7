import { certificate } from './resources/certificate.js';
import { restPath } from './paths.js';

/**
 * "Send to recipient": mails certificates to their students. JSON `{ ids: [...] }`, admin
 * session required; answers a DeliveryReport.
 */
export const CERTIFICATE_SEND_PATH = `${restPath(certificate)}/send` as const;

/** The most certificates one call sends; the console sends a larger selection in parts. */
export const SEND_MAX_IDS = 100;

/**
 * The latest attempt to mail a certificate to its student, kept on the certificate's record as
 * `delivery` (console only, never published). A certificate never sent has none.
 */
export interface CertificateDelivery {
  status: 'sent' | 'failed';
  /** When it was sent or failed (ISO 8601). */
  at: string;
  /** The address it was sent to; '' when the certificate had none. */
  to: string;
  /** Why it was not sent, in words for the administrator. */
  error?: string;
}

/** What became of one certificate of a send. */
export interface DeliveryResult {
  id: string;
  /** 'not-found': no certificate has this id (deleted meanwhile, say); nothing was recorded. */
  status: CertificateDelivery['status'] | 'not-found';
  /** The student's name, when the certificate was found. */
  name?: string;
  to?: string;
  error?: string;
}

/** The answer of a send: one result per id asked for, in the order asked. */
export interface DeliveryReport {
  sent: number;
  failed: number;
  results: DeliveryResult[];
}

/** The record's delivery, if it holds one that reads as such. */
export const deliveryOf = (record: Record<string, unknown> | undefined) => {
  const delivery = record?.delivery as Partial<CertificateDelivery> | undefined;
  return delivery && (delivery.status === 'sent' || delivery.status === 'failed')
    ? (delivery as CertificateDelivery)
    : undefined;
};
