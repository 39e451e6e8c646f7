import {
  CERTIFICATE_SEND_PATH,
  type CertificateDelivery,
  type DeliveryReport,
  type DeliveryResult,
} from '@club/model';
import { fetchUtils } from 'react-admin';

/**
 * Certificates per call. The API takes up to SEND_MAX_IDS, but it mails them one after
 * another: 25 keep each call a few seconds long, well inside the API's 29 s.
 */
export const SEND_BATCH = 25;

/** Mails the certificates to their students, in batches; one report for them all. */
export const sendCertificates = async (
  ids: readonly string[],
  post: (ids: string[]) => Promise<DeliveryReport> = postSend,
): Promise<DeliveryReport> => {
  const results: DeliveryResult[] = [];
  for (let start = 0; start < ids.length; start += SEND_BATCH)
    results.push(...(await post(ids.slice(start, start + SEND_BATCH))).results);
  const sent = results.filter((r) => r.status === 'sent').length;
  return { sent, failed: results.length - sent, results };
};

const postSend = async (ids: string[]) => {
  const { json } = await fetchUtils.fetchJson(CERTIFICATE_SEND_PATH, {
    method: 'POST',
    body: JSON.stringify({ ids }),
  });
  return json as DeliveryReport;
};

/** The most reasons a notice lists; the rest are in the list's Status column. */
const REASONS_SHOWN = 3;

/**
 * What the notice after a send says: "Sent to nusrat@example.org." for one, "2 sent, 1 failed:
 * Rahim has no e-mail address: add one first." for several, with each reason.
 */
export const deliverySummary = ({ sent, failed, results }: DeliveryReport) => {
  if (results.length === 1) {
    const [only] = results as [DeliveryResult];
    return only.status === 'sent' ? `Sent to ${only.to}.` : `Not sent: ${only.error}`;
  }
  if (failed === 0) return `${sent} sent.`;
  const reasons = results.filter((r) => r.status !== 'sent').map((r) => r.error);
  const more = reasons.length - REASONS_SHOWN;
  const listed = reasons.slice(0, REASONS_SHOWN).join(' ');
  return `${sent} sent, ${failed} failed: ${listed}${more > 0 ? ` And ${more} more: see the Status column.` : ''}`;
};

/** How the notice looks: green when all went, red when none did. */
export const summaryType = ({ sent, failed }: DeliveryReport) =>
  failed === 0 ? 'success' : sent === 0 ? 'error' : 'warning';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** A certificate's delivery in words: "Not sent", "Sent 12 May 2026 to …", "Failed: …". */
export const deliveryText = (delivery: CertificateDelivery | undefined) => {
  if (!delivery) return 'Not sent';
  if (delivery.status === 'failed') return `Failed: ${delivery.error ?? 'unknown reason'}`;
  return `Sent ${DAY.format(new Date(delivery.at))} to ${delivery.to}`;
};
