import { describe, expect, it } from 'vitest';
import { deliveryCounts, SEND_PER_CALL, type DeliveryResult } from '@club/model';
import { deliverySummary, deliveryText, progressText, summaryType } from './delivery';
import {
  SEND_BATCH,
  SEND_RETRIES,
  sendCertificates,
  sendIdFor,
  STOP_REASONS,
  stoppedSend,
  type PostSend,
  type SendOutcome,
  type SendProgress,
} from './send-certificates';

const sent = (id: string): DeliveryResult => ({ id, status: 'sent', name: id, to: `${id}@x.org` });
const failed = (id: string, error: string): DeliveryResult => ({
  id,
  status: 'failed',
  name: id,
  to: '',
  error,
});
const notYet = (id: string): DeliveryResult => ({ id, status: 'not-sent-yet', name: id });
const report = (...results: DeliveryResult[]): SendOutcome => ({
  sendId: 'send-1234',
  ...deliveryCounts(results),
  results,
});

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

  it('after a send that stopped, says how many went, failed and were not sent, and why', () => {
    const stopped = {
      ...report(sent('a'), failed('rahim', noEmail), notYet('b'), notYet('c')),
      stopped: STOP_REASONS.noAnswer,
    };
    expect(deliverySummary(stopped)).toBe(
      `1 sent, 1 failed, 2 not sent: the sending stopped. ${STOP_REASONS.noAnswer} The 2 not sent are still ticked: press Send to send them. Failed: ${noEmail}`,
    );
    expect(summaryType(stopped)).toBe('warning');
    const one = { ...report(notYet('a')), stopped: STOP_REASONS.noAnswer };
    expect(deliverySummary(one)).toBe(`Not sent: ${STOP_REASONS.noAnswer} Please try again.`);
    expect(summaryType(one)).toBe('error');
  });

  it('shows how far a send has come', () => {
    expect(progressText({ done: 40, total: 100, retrying: false })).toBe('Sending… 40 of 100');
    expect(progressText({ done: 40, total: 100, retrying: true })).toBe(
      'Sending… 40 of 100 (a call failed: trying again)',
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

  it('says a certificate is being sent, and that a send stopped while sending it', () => {
    const sending = { status: 'sending', at: '2026-05-12T10:00:00.000Z', to: 'n@x.org' } as const;
    const at = Date.parse(sending.at);
    expect(deliveryText(sending, at + 5_000)).toMatch(/^Sending… \(started 12 May 2026/);
    expect(deliveryText(sending, at + 10 * 60_000)).toMatch(
      /^Unknown: a send stopped while sending it \(12 May 2026.*\)\. Send it again if the student has not had it\.$/,
    );
  });
});

/**
 * A stand-in for the API: sends at most SEND_PER_CALL of the ids it is given (each once per
 * sendId, as the API does), answers the rest "not sent yet", and fails the calls `failing` says.
 */
const fakeApi = (failing: (call: number) => unknown = () => undefined) => {
  const mailed = new Map<string, string[]>();
  const calls: { ids: string[]; sendId: string }[] = [];
  const post: PostSend = async (ids, sendId) => {
    calls.push({ ids, sendId });
    const thrown = failing(calls.length);
    if (thrown) throw thrown;
    let budget = SEND_PER_CALL;
    const results = ids.map((id) => {
      const sends = mailed.get(id) ?? [];
      if (sends.includes(sendId)) return sent(id);
      if (budget === 0) return notYet(id);
      budget -= 1;
      mailed.set(id, [...sends, sendId]);
      return id === 'c7' ? failed(id, 'No.') : sent(id);
    });
    return report(...results);
  };
  return { post, calls, mailed };
};

const noAnswer = new TypeError('Failed to fetch');
const serverError = { status: 503, body: null };
const idsOf = (count: number) => Array.from({ length: count }, (_, i) => `c${i}`);
const noWait = async () => {};

describe('sending a large selection', () => {
  it('continues with the certificates not sent yet until every one is sent or failed', async () => {
    const ids = idsOf(SEND_PER_CALL * 3 + 4);
    const api = fakeApi();
    const seen: SendProgress[] = [];
    const done = await sendCertificates(ids, {
      post: api.post,
      onProgress: (p) => seen.push(p),
      wait: noWait,
    });
    expect(api.calls).toHaveLength(4);
    expect(api.calls[1]!.ids[0]).toBe(`c${SEND_PER_CALL}`);
    expect(new Set(api.calls.map((c) => c.sendId)).size).toBe(1);
    expect(done.results.map((r) => r.id)).toEqual(ids);
    expect(done).toMatchObject({ sent: ids.length - 1, failed: 1, notSentYet: 0 });
    expect(done.stopped).toBeUndefined();
    expect([...api.mailed.values()].every((sends) => sends.length === 1)).toBe(true);
    expect(seen.map((p) => p.done)).toEqual([0, 10, 20, 30, 34]);
    expect(seen.every((p) => p.total === ids.length && !p.retrying)).toBe(true);
  });

  it('gives a call at most SEND_BATCH ids', async () => {
    const api = fakeApi();
    await sendCertificates(idsOf(SEND_BATCH + 5), { post: api.post, wait: noWait });
    expect(Math.max(...api.calls.map((c) => c.ids.length))).toBe(SEND_BATCH);
  });

  it('tries a failed call again with the same sendId and the same ids, mailing none twice', async () => {
    // The second call gets no answer, the third an error of the server's: both tried again.
    const api = fakeApi((call) => (call === 2 ? noAnswer : call === 4 ? serverError : undefined));
    const waits: number[] = [];
    const seen: SendProgress[] = [];
    const done = await sendCertificates(idsOf(25), {
      post: api.post,
      sendId: 'press-0001',
      onProgress: (p) => seen.push(p),
      wait: async (ms) => void waits.push(ms),
    });
    expect(api.calls.map((c) => c.sendId)).toEqual(Array(5).fill('press-0001'));
    expect(api.calls[2]!.ids).toEqual(api.calls[1]!.ids);
    expect(api.calls[4]!.ids).toEqual(api.calls[3]!.ids);
    expect(waits).toEqual([1_000, 1_000]);
    expect(seen.filter((p) => p.retrying)).toHaveLength(2);
    expect(done).toMatchObject({ sent: 24, failed: 1, notSentYet: 0 });
    expect([...api.mailed.values()].every((sends) => sends.length === 1)).toBe(true);
  });

  it('stops after the retries, saying how many were sent, failed and not sent', async () => {
    const api = fakeApi((call) => (call >= 3 ? noAnswer : undefined));
    const done = await sendCertificates(idsOf(45), { post: api.post, wait: noWait });
    expect(api.calls).toHaveLength(3 + SEND_RETRIES);
    expect(done).toMatchObject({
      sent: 19,
      failed: 1,
      notSentYet: 25,
      stopped: STOP_REASONS.noAnswer,
    });
    expect(done.results.filter((r) => r.status === 'not-sent-yet').map((r) => r.id)).toEqual(
      idsOf(45).slice(20),
    );
    expect(deliverySummary(done)).toMatch(/^19 sent, 1 failed, 25 not sent: the sending stopped/);
  });

  it('stops when the server keeps sending none, rather than ask for ever', async () => {
    const stuck: PostSend = async (ids) => report(...ids.map(notYet));
    const done = await sendCertificates(idsOf(3), { post: stuck, wait: noWait });
    expect(done).toMatchObject({ notSentYet: 3, stopped: STOP_REASONS.noProgress });
  });

  it('stops at once on a refusal, and leaves a 401 to the console (it logs out)', async () => {
    const refused = { status: 400, body: { message: 'Say which certificates to send.' } };
    const api = fakeApi(() => refused);
    const done = await sendCertificates(idsOf(3), { post: api.post, wait: noWait });
    expect(api.calls).toHaveLength(1);
    expect(done.stopped).toBe('Say which certificates to send.');
    const ended = fakeApi(() => ({ status: 401, body: null }));
    await expect(sendCertificates(idsOf(3), { post: ended.post, wait: noWait })).rejects.toEqual({
      status: 401,
      body: null,
    });
  });
});

describe('pressing Send again after a send stopped', () => {
  it('goes on with that send for what it left, and is a new send for anything else', async () => {
    const api = fakeApi((call) => (call >= 2 ? noAnswer : undefined));
    const first = await sendCertificates(idsOf(25), { post: api.post, wait: noWait });
    const left = stoppedSend(first);
    expect(left).toEqual({ sendId: first.sendId, notSent: idsOf(25).slice(10) });
    expect(sendIdFor(idsOf(25).slice(10), left)).toBe(first.sendId);
    expect(sendIdFor(idsOf(25).slice(12, 14), left)).toBe(first.sendId);
    // Ticking a certificate already sent makes it a new send: mailing again is what is asked.
    expect(sendIdFor(idsOf(25).slice(9), left)).not.toBe(first.sendId);
    expect(sendIdFor(idsOf(3), undefined)).toMatch(/^[\w-]{8,64}$/);
    expect(stoppedSend(await sendCertificates(idsOf(3), { post: fakeApi().post }))).toBeUndefined();
  });
});
