import { randomUUID } from 'node:crypto';
import {
  CONTACT_PATH,
  contactMessage,
  contentResources,
  fieldEntries,
  fileFields,
  restPath,
} from '@club/model';
import { logIn, loopback, send, totalOf, type Answer } from '../client.js';
import type { Check, Figure, Target } from '../figures.js';
import { readAll, relatedRecords, validFields } from '../records.js';

const admin = loopback(6, 0);
// Each visitor sends as many messages as the contact form allows one address.
const PER_VISITOR = 5;
const SIZES = {
  full: { creates: 200, messages: 500, messagesWithoutMail: 500 },
  bounded: { creates: 50, messages: 100, messagesWithoutMail: 50 },
};

/** A resource whose records need no file and name no other record: the plainest create. */
const plain = contentResources.find(
  (d) => fileFields(d).length === 0 && !d.keyField && fieldEntries(d).every(([, f]) => !f.refersTo),
)!;

const statuses = (answers: (Answer | undefined)[]) => {
  const counts = new Map<string, number>();
  for (const a of answers)
    counts.set(String(a?.status ?? 'none'), (counts.get(String(a?.status ?? 'none')) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n}× ${status}`).join(', ');
};

/** `count` contact messages at once, five from each of count / 5 visitors in `range`. */
const sendMessages = (target: Target, count: number, range: number, tag: string) =>
  Promise.all(
    Array.from({ length: count }, (_, k) =>
      send(target, {
        path: CONTACT_PATH,
        json: validFields(contactMessage, new Map(), `${tag}-${k}`),
        from: loopback(range, Math.floor(k / PER_VISITOR)),
      }).catch(() => undefined),
    ),
  );

export const check: Check = {
  name: 'load',
  async run(target, depth) {
    const size = SIZES[depth];
    const run = randomUUID().slice(0, 8);
    const cookie = await logIn(target, { from: admin });
    const related = await relatedRecords(target);

    // Creates, all at once.
    const creates = await Promise.all(
      Array.from({ length: size.creates }, (_, k) =>
        send(target, {
          path: restPath(plain),
          json: validFields(plain, related, `load-${run}-${k}`),
          cookie,
          from: admin,
        }).catch(() => undefined),
      ),
    );
    const stored = new Set((await readAll(target, plain)).map((item) => item.id));
    const created = creates.filter(
      (a) => a?.status === 201 && stored.has(String((a.json as { id?: unknown }).id)),
    ).length;

    // Contact messages, all at once: first with the mail working, then with the mail down.
    const inbox = async () =>
      totalOf(
        await send(target, {
          path: `${restPath(contactMessage)}?range=[0,0]`,
          cookie,
          from: admin,
        }),
      );
    const messagesIn = async (tag: string) =>
      (await readAll(target, contactMessage, cookie)).filter((m) =>
        String(m.subject).includes(tag),
      );

    const before = await inbox();
    const withMail = await sendMessages(target, size.messages, 7, `up-${run}`);
    const afterUp = await inbox();
    const sent = await messagesIn(`up-${run}`);

    if (!target.stopMail) throw new Error('This check needs a way to stop the stack’s mail.');
    await target.stopMail();
    const withoutMail = await sendMessages(target, size.messagesWithoutMail, 8, `down-${run}`);
    const kept = await messagesIn(`down-${run}`);
    const failed = kept.filter((m) => m.status === 'failed').length;

    const figures: Figure[] = [
      {
        check: 'load',
        figure: 'lost creates',
        value: size.creates - created,
        bound: 0,
        detail: `${size.creates} ${plain.name} creates at once: ${statuses(creates)}`,
      },
      {
        check: 'load',
        figure: 'lost messages',
        value: size.messages - sent.length,
        bound: 0,
        detail: `${size.messages} at once from ${size.messages / PER_VISITOR} visitors: ${statuses(withMail)}; inbox +${afterUp - before}`,
      },
      {
        check: 'load',
        figure: 'lost messages (mail down)',
        value: size.messagesWithoutMail - kept.length,
        bound: 0,
        detail: `${size.messagesWithoutMail} at once, SES stopped: ${statuses(withoutMail)}`,
      },
      {
        check: 'load',
        figure: 'messages not kept as failed (mail down)',
        value: kept.length - failed,
        bound: 0,
        detail: `${failed} of ${kept.length} stored marked failed`,
      },
    ];
    return figures;
  },
};
