import { randomUUID } from 'node:crypto';
import {
  certificate,
  deliveryCounts,
  deliveryOf,
  isRecordId,
  SEND_PER_CALL,
  SENDING_STALE_MS,
  type CertificateDelivery,
  type DeliveryReport,
  type DeliveryResult,
} from '@club/model';
import { certificateMail, type CertificateMailContext } from './certificate-mail.js';
import { DELIVERY_MESSAGES, deliveryProblem, refusal } from './delivery-problems.js';
import { sendRequestOf } from './send-request.js';
import { asError, type Log } from '../log.js';
import type { Item, Mailer, RecordStore } from '../ports.js';

export { DELIVERY_MESSAGES, deliveryProblem } from './delivery-problems.js';

export interface DeliveryDeps extends CertificateMailContext {
  /**
   * Where deliveries are kept: a store that notes each write for the lists (the console's
   * Status column) but asks for no publish, since no page shows a delivery.
   */
  records: RecordStore;
  mailer: Mailer;
  log: Log;
  now?: () => Date;
  /** The sendId of a call that gives none: a send of its own. */
  newSendId?: () => string;
}

/**
 * What one certificate may take at worst: two tries of a mail service that is slow to connect
 * (2 s) and to answer (5 s) (storage/clients.ts), then its record. No certificate is started
 * with less time left than this.
 */
export const MAIL_RESERVE_MS = 15_000;

/** A delivery's write is tried again this often when an edit of the certificate comes between. */
const RECORD_ATTEMPTS = 5;

const nameOf = (item: Item) => String(item.name ?? '').trim() || 'This certificate';

/**
 * "Send to recipient": mails certificates to their students, each with its page, a LinkedIn
 * link and its signed credential, and keeps the outcome on the certificate as `delivery`. Each
 * certificate succeeds or fails on its own. Only this sends: creating or importing certificates
 * mails nobody. A call sends a few and answers the rest "not sent yet"; a certificate is
 * claimed before it is mailed, so a call repeated, or two calls at once, never mail it twice
 * within one send.
 */
export const deliveryService = ({
  records,
  mailer,
  log,
  now = () => new Date(),
  newSendId = randomUUID,
  ...context
}: DeliveryDeps) => {
  const collection = certificate.name;
  const stamp = () => now().toISOString();
  const over = (item: Item, delivery: CertificateDelivery): Item => ({
    ...item,
    delivery,
    version: Number(item.version) + 1,
    updatedAt: stamp(),
  });

  /** The answer for a certificate that needs no work: its send's outcome, or another call's claim. */
  const settled = (item: Item, sendId: string): DeliveryResult | undefined => {
    const delivery = deliveryOf(item);
    if (!delivery) return undefined;
    const known = { id: item.id, name: nameOf(item) };
    if (delivery.status === 'sending') {
      const fresh = now().getTime() - Date.parse(delivery.at) < SENDING_STALE_MS;
      return fresh ? { ...known, status: 'not-sent-yet' } : undefined;
    }
    if (delivery.sendId !== sendId) return undefined;
    const { status, to, error } = delivery;
    return { ...known, status, to, ...(error ? { error } : {}) };
  };

  /**
   * Keeps the delivery on the certificate over the version it reads, again if an edit came
   * between: the edit is never lost. Only `delivery` (and the version) changes, so the
   * credential stays as it is. False when the certificate is gone or kept changing.
   */
  const record = async (id: string, delivery: CertificateDelivery) => {
    for (let attempt = 0; attempt < RECORD_ATTEMPTS; attempt++) {
      const latest = await records.get(collection, id);
      if (!latest) return false;
      if (await records.replace(collection, over(latest, delivery), Number(latest.version)))
        return true;
    }
    return false;
  };

  /** Mails the certificate; undefined when the mail service took it, else why not. */
  const mail = async (item: Item, to: string) => {
    try {
      await mailer.send(certificateMail({ ...item, email: to }, context));
      return undefined;
    } catch (thrown) {
      log.warn(`Could not mail certificate ${item.id} to its student`, asError(thrown));
      return deliveryProblem(thrown);
    }
  };

  const outcome = async (
    item: Item,
    { to, sendId, error }: { to: string; sendId: string; error: string | undefined },
  ): Promise<DeliveryResult> => {
    const status = error ? 'failed' : 'sent';
    const delivery: CertificateDelivery = {
      status,
      at: stamp(),
      to,
      ...(error ? { error } : {}),
      sendId,
    };
    try {
      if (!(await record(item.id, delivery)))
        log.warn(
          `The delivery of certificate ${item.id} (${delivery.status}) could not be recorded`,
        );
    } catch (thrown) {
      // The mail is out (or not) either way: the answer still says which.
      log.error(`Could not record the delivery of certificate ${item.id}`, asError(thrown));
    }
    return { id: item.id, status, name: nameOf(item), to, ...(error ? { error } : {}) };
  };

  /**
   * Sends one certificate under `sendId`: claims it over the version read ('sending'), so that
   * of two calls at once only one mails it, then mails it and keeps the outcome. `acted` is
   * false when it found the work done or under way elsewhere.
   */
  const deliver = async (first: Item, sendId: string) => {
    let item: Item | undefined = first;
    for (let attempt = 0; item && attempt < RECORD_ATTEMPTS; attempt++) {
      const answered = settled(item, sendId);
      if (answered) return { result: answered, acted: false };
      const name = nameOf(item);
      const to = String(item.email ?? '').trim();
      const refused = refusal(item, name);
      if (refused)
        return { result: await outcome(item, { to, sendId, error: refused }), acted: true };
      const claim: CertificateDelivery = { status: 'sending', at: stamp(), to, sendId };
      if (await records.replace(collection, over(item, claim), Number(item.version)))
        return {
          result: await outcome(item, { to, sendId, error: await mail(item, to) }),
          acted: true,
        };
      item = await records.get(collection, first.id);
    }
    const result: DeliveryResult = item
      ? { id: first.id, status: 'not-sent-yet', name: nameOf(item) }
      : { id: first.id, status: 'not-found', error: DELIVERY_MESSAGES.notFound(first.id) };
    return { result, acted: false };
  };

  return {
    /**
     * Sends what one call may of the certificates asked: at most SEND_PER_CALL, and none once
     * `timeLeft()` (ms) leaves too little for one more. Every id gets its result; `tried` are
     * the certificates this call mailed or found it could not.
     */
    async send(
      input: unknown,
      { timeLeft = () => Infinity }: { timeLeft?: () => number } = {},
    ): Promise<{ report: DeliveryReport; tried: DeliveryResult[] }> {
      const { ids, sendId } = sendRequestOf(input, newSendId);
      const found = await records.getMany(collection, ids.filter(isRecordId));
      const byId = new Map(found.map((item) => [item.id, item]));
      const results: DeliveryResult[] = [];
      const tried: DeliveryResult[] = [];
      let started = 0;
      // One after another: SES takes a limited number of mails a second.
      for (const id of ids) {
        const item = byId.get(id);
        const answered: DeliveryResult | undefined = item
          ? settled(item, sendId)
          : { id, status: 'not-found', error: DELIVERY_MESSAGES.notFound(id) };
        if (answered) results.push(answered);
        else if (started >= SEND_PER_CALL || timeLeft() < MAIL_RESERVE_MS)
          results.push({ id, status: 'not-sent-yet', name: nameOf(item!) });
        else {
          started += 1;
          const { result, acted } = await deliver(item!, sendId);
          results.push(result);
          if (acted) tried.push(result);
        }
      }
      return { report: { sendId, ...deliveryCounts(results), results }, tried };
    },
  };
};

export type DeliveryService = ReturnType<typeof deliveryService>;
