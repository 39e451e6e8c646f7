import { describe, expect, it } from 'vitest';
import type { DeliveryReport, DeliveryResult } from '@club/model';
import {
  deliverySummary,
  deliveryText,
  SEND_BATCH,
  sendCertificates,
  summaryType,
} from './delivery';

const sent = (id: string): DeliveryResult => ({ id, status: 'sent', name: id, to: `${id}@x.org` });
const failed = (id: string, error: string): DeliveryResult => ({
  id,
  status: 'failed',
  name: id,
  to: '',
  error,
});
const report = (...results: DeliveryResult[]): DeliveryReport => {
  const count = results.filter((r) => r.status === 'sent').length;
  return { sent: count, failed: results.length - count, results };
};

const noEmail = 'Rahim has no e-mail address: add one first.';

describe('the notice after "Send to recipient"', () => {
  it('sums up several, with each reason a certificate was not sent', () => {
    const done = report(sent('a'), failed('rahim', noEmail), sent('b'));
    expect(deliverySummary(done)).toBe(`2 sent, 1 failed: ${noEmail}`);
    expect(summaryType(done)).toBe('warning');
    expect(deliverySummary(report(sent('a'), sent('b')))).toBe('2 sent.');
    expect(summaryType(report(sent('a'), sent('b')))).toBe('success');
  });

  it('says where one went, or why it did not', () => {
    expect(deliverySummary(report(sent('nusrat')))).toBe('Sent to nusrat@x.org.');
    expect(deliverySummary(report(failed('rahim', noEmail)))).toBe(`Not sent: ${noEmail}`);
    expect(summaryType(report(failed('rahim', noEmail)))).toBe('error');
  });

  it('lists three reasons at most and points to the list for the rest', () => {
    const many = report(...Array.from({ length: 5 }, (_, i) => failed(`c${i}`, `Reason ${i}.`)));
    expect(deliverySummary(many)).toBe(
      '0 sent, 5 failed: Reason 0. Reason 1. Reason 2. And 2 more: see the Status column.',
    );
  });
});

describe("a certificate's delivery in words", () => {
  it('is "Not sent" until tried, then when and where it went, or why it failed', () => {
    expect(deliveryText(undefined)).toBe('Not sent');
    expect(
      deliveryText({ status: 'sent', at: '2026-05-12T10:00:00.000Z', to: 'nusrat@example.org' }),
    ).toBe('Sent 12 May 2026 to nusrat@example.org');
    expect(
      deliveryText({ status: 'failed', at: '2026-05-12T10:00:00.000Z', to: '', error: noEmail }),
    ).toBe(`Failed: ${noEmail}`);
  });
});

describe('sending a large selection', () => {
  it('goes in batches and reports every certificate once, in order', async () => {
    const ids = Array.from({ length: SEND_BATCH * 2 + 3 }, (_, i) => `c${i}`);
    const calls: string[][] = [];
    const done = await sendCertificates(ids, async (batch) => {
      calls.push(batch);
      return report(...batch.map((id) => (id === 'c7' ? failed(id, 'No.') : sent(id))));
    });
    expect(calls.map((c) => c.length)).toEqual([SEND_BATCH, SEND_BATCH, 3]);
    expect(done.results.map((r) => r.id)).toEqual(ids);
    expect(done).toMatchObject({ sent: ids.length - 1, failed: 1 });
  });
});
