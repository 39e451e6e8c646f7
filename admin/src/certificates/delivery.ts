import { SENDING_STALE_MS, type CertificateDelivery, type DeliveryResult } from '@club/model';
import type { SendOutcome, SendProgress } from './send-certificates';

/** The most reasons a notice lists; the rest are in the list's Status column. */
const REASONS_SHOWN = 3;

const reasonsOf = (results: readonly DeliveryResult[]) => {
  const reasons = results
    .filter((r) => r.status === 'failed' || r.status === 'not-found')
    .map((r) => r.error);
  const more = reasons.length - REASONS_SHOWN;
  const listed = reasons.slice(0, REASONS_SHOWN).join(' ');
  return `${listed}${more > 0 ? ` And ${more} more: see the Status column.` : ''}`;
};

/**
 * What the notice after a send says: "Sent to nusrat@example.org." for one, "2 sent, 1 failed:
 * Rahim has no e-mail address: add one first." for several, with each reason; and when the
 * send stopped part-way, why, and that the certificates not sent are still ticked.
 */
export const deliverySummary = ({ sent, failed, notSentYet, results, stopped }: SendOutcome) => {
  if (results.length === 1) {
    const [only] = results as [DeliveryResult];
    if (only.status === 'sent') return `Sent to ${only.to}.`;
    if (only.status === 'not-sent-yet') return `Not sent: ${stopped ?? ''} Please try again.`;
    return `Not sent: ${only.error}`;
  }
  if (notSentYet > 0) {
    const counts = [`${sent} sent`, ...(failed ? [`${failed} failed`] : [])].join(', ');
    return (
      `${counts}, ${notSentYet} not sent: the sending stopped. ${stopped ?? ''} The ${notSentYet} not sent are still ticked: press Send to send them.` +
      (failed ? ` Failed: ${reasonsOf(results)}` : '')
    );
  }
  if (failed === 0) return `${sent} sent.`;
  return `${sent} sent, ${failed} failed: ${reasonsOf(results)}`;
};

/** How the notice looks: green when all went, red when none did. */
export const summaryType = ({ sent, failed, notSentYet }: SendOutcome) =>
  failed + notSentYet === 0 ? 'success' : sent === 0 ? 'error' : 'warning';

/** A send under way in words: "Sending… 40 of 100". */
export const progressText = ({ done, total, retrying }: SendProgress) =>
  `Sending… ${done} of ${total}${retrying ? ' (a call failed: trying again)' : ''}`;

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const MOMENT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * A certificate's delivery in words: "Not sent", "Sent 12 May 2026 to …", "Failed: …", or
 * while a call sends it, "Sending…"; a claim left by a call that stopped says so.
 */
export const deliveryText = (delivery: CertificateDelivery | undefined, now = Date.now()) => {
  if (!delivery) return 'Not sent';
  if (delivery.status === 'failed') return `Failed: ${delivery.error ?? 'unknown reason'}`;
  if (delivery.status === 'sending') {
    const at = new Date(delivery.at);
    return now - at.getTime() < SENDING_STALE_MS
      ? `Sending… (started ${MOMENT.format(at)})`
      : `Unknown: a send stopped while sending it (${MOMENT.format(at)}). Send it again if the student has not had it.`;
  }
  return `Sent ${DAY.format(new Date(delivery.at))} to ${delivery.to}`;
};
