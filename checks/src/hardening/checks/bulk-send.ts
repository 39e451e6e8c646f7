import { randomUUID } from 'node:crypto';
import {
  certificate,
  CERTIFICATE_SEND_PATH,
  recordPath,
  restPath,
  SEND_PER_CALL,
  type DeliveryReport,
} from '@club/model';
import { inParallel, logIn, loopback, send } from '../client.js';
import type { Check, Figure, Target } from '../figures.js';
import { watchPublishes } from '../publish-watch.js';
import { relatedRecords, validForm, type Item } from '../records.js';

const RANGE = 17;
const NAME = 'bulk-send';

interface SentMail {
  destination: { to: string[] };
}

/** Every mail the SES emulator has taken, counted by address. */
const mailCounts = async (target: Target) => {
  const { emails } = (await (await fetch(`${target.mailUrl}/store`)).json()) as {
    emails: SentMail[];
  };
  const counts = new Map<string, number>();
  for (const mail of emails)
    for (const to of mail.destination.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
};

/**
 * Sending many certificates: one call of them all, then the rest as the console sends it, each
 * call repeated with its sendId (a retry after no answer), and two calls of one send at once.
 * No call may answer 5xx or hang past the gateway, mail more than SEND_PER_CALL, or mail a
 * certificate twice within a send; and no delivery may publish the pages (an edit does).
 */
export const check: Check = {
  name: NAME,
  async run(target, depth) {
    const count = depth === 'bounded' ? 30 : 120;
    const from = loopback(RANGE, 0);
    const cookie = await logIn(target, { from });
    const related = await relatedRecords(target);
    const run = randomUUID().slice(0, 8);
    const watch = watchPublishes(target);
    try {
      const certs = await inParallel(
        Array.from({ length: count }, (_, i) => i),
        4,
        async (i) => {
          const form = await validForm(certificate, related, `${run}-${i}`);
          form.set('email', `bulk-${run}-${i}@hardening.test`);
          const made = await send(target, {
            path: restPath(certificate),
            body: form,
            cookie,
            from,
          });
          if (made.status !== 201)
            throw new Error(
              `Issuing a certificate answered ${made.status}: ${made.text.slice(0, 200)}`,
            );
          return made.json as Item & { email: string };
        },
      );
      const ids = certs.map((c) => c.id);
      // The publishes the issuing asked for run first: the sends start on a quiet site.
      await watch.settle();
      const publishesBefore = watch.runs();

      let calls = 0;
      let broken = 0;
      let overBound = 0;
      const examples: string[] = [];
      /** One call; its answer, or undefined when it was 5xx or never came. */
      const call = async (sendId: string, asked: string[]) => {
        calls += 1;
        try {
          const answer = await send(target, {
            path: CERTIFICATE_SEND_PATH,
            json: { ids: asked, sendId },
            cookie,
            from,
          });
          const report = answer.json as DeliveryReport | undefined;
          if (answer.status === 200 && Array.isArray(report?.results)) return report;
          if (answer.status >= 500 || answer.status === 200) broken += 1;
          examples.push(`${answer.status}: ${answer.text.slice(0, 120)}`);
        } catch (error) {
          broken += 1;
          examples.push(String(error));
        }
        return undefined;
      };
      const mailed = async () => {
        const counts = await mailCounts(target);
        return certs.reduce((sum, c) => sum + (counts.get(c.email) ?? 0), 0);
      };
      let total = 0;
      /** A call, and what it mailed beyond the bound. */
      const counted = async (sendId: string, asked: string[]) => {
        const report = await call(sendId, asked);
        const after = await mailed();
        overBound += Math.max(0, after - total - SEND_PER_CALL);
        total = after;
        return report;
      };

      // One call of them all, then as the console goes on: the ones not sent yet, same send.
      // Each call is made twice, as a retry after an answer lost on the way would be: the
      // second answers what the first sent as sent, and sends a few more.
      const press = `bulk-${run}-a`;
      let pending = ids;
      for (let round = 0; pending.length > 0 && round <= count; round++) {
        await counted(press, pending);
        const report = await counted(press, pending);
        if (report)
          pending = report.results.filter((r) => r.status === 'not-sent-yet').map((r) => r.id);
      }
      // Two calls of one new send at once, over a part of them.
      const part = ids.slice(0, SEND_PER_CALL);
      const pair = `bulk-${run}-b`;
      await Promise.all([call(pair, part), call(pair, part)]);
      const afterPair = await mailed();
      overBound += Math.max(0, afterPair - total - 2 * SEND_PER_CALL);
      await call(pair, part);

      const counts = await mailCounts(target);
      const expected = (i: number) => (i < part.length ? 2 : 1);
      const twice = certs.filter((c, i) => (counts.get(c.email) ?? 0) > expected(i)).length;
      const never = certs.filter((c, i) => (counts.get(c.email) ?? 0) < expected(i)).length;

      await watch.settle();
      const publishesBySends = watch.runs() - publishesBefore;
      // The watch does see a publish: an edit of what a page shows asks for one.
      const path = recordPath(certificate, certs[0]!.id);
      const current = (await send(target, { path, cookie, from })).json as Item;
      const runsBeforeEdit = watch.runs();
      const edit = await send(target, {
        method: 'PUT',
        path,
        json: { ...current, position: `Runner-up ${run}` },
        cookie,
        from,
      });
      if (edit.status !== 200)
        throw new Error(
          `Editing a certificate answered ${edit.status}: ${edit.text.slice(0, 200)}`,
        );
      const seenAfterEdit = (await watch.runBeyond(runsBeforeEdit)) ? 1 : 0;

      const least = Math.ceil(count / SEND_PER_CALL) + 3;
      const detail = `${count} certificates, ${calls} calls`;
      const figures: Figure[] = [
        {
          check: NAME,
          figure: 'answers that failed (5xx, a timeout) or never came',
          value: broken,
          bound: 0,
          detail: examples.length ? `e.g. ${examples.slice(0, 3).join('; ')}` : detail,
        },
        {
          check: NAME,
          figure: `mails a single call sent above ${SEND_PER_CALL}`,
          value: overBound,
          bound: 0,
          detail,
        },
        {
          check: NAME,
          figure: 'certificates mailed twice in one send (every call repeated)',
          value: twice,
          bound: 0,
          detail: `two sends; ${part.length} of them by two calls at once`,
        },
        { check: NAME, figure: 'certificates never mailed', value: never, bound: 0, detail },
        {
          check: NAME,
          figure: 'publishes caused by the sends',
          value: publishesBySends,
          bound: 0,
          detail: 'runs of the publish function seen holding its lease',
        },
        {
          check: NAME,
          figure: 'publishes seen after an edit of a certificate',
          value: seenAfterEdit,
          bound: 1,
          atLeast: true,
          detail: 'the watch sees a real publish',
        },
        { check: NAME, figure: 'send calls tried', value: calls, bound: least, atLeast: true },
      ];
      return figures;
    } finally {
      await watch.stop();
    }
  },
};
