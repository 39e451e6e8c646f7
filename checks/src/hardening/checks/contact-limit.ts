import { randomUUID } from 'node:crypto';
import { CONTACT_PATH } from '@club/model';
import { CONTACT_LIMIT } from '@club/functions';
import { loopback, send } from '../client.js';
import type { Check, Figure } from '../figures.js';

const RANGE = 13;
const SENT = 2 * CONTACT_LIMIT.limit;

/**
 * One client sends twice the limit in a few seconds: only the limit goes through, whatever the
 * clock says. (That it holds across a quarter-hour edge, where a per-quarter counter let all
 * ten through, is shown on a clock of its own in functions/test/contact.test.ts.)
 */
export const check: Check = {
  name: 'contact-limit',
  async run(target) {
    const from = loopback(RANGE, 0);
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < SENT; i++) {
      const answer = await send(target, {
        path: CONTACT_PATH,
        json: {
          name: 'Visitor',
          email: 'visitor@example.org',
          subject: `Hello ${randomUUID().slice(0, 6)}`,
          message: 'A question about the club.',
        },
        from,
      });
      statuses.push(answer.status);
    }
    // The rule: the first `limit` accepted (200, or 202 when the mail could not go), the rest 429.
    const offTheRule = statuses.filter((s, i) =>
      i < CONTACT_LIMIT.limit ? s >= 300 : s !== 429,
    ).length;
    const figures: Figure[] = [
      {
        check: 'contact-limit',
        figure: `answers off the rule: ${SENT} messages from one client in a row`,
        value: offTheRule,
        bound: 0,
        detail: `${SENT} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${statuses.join(' ')}`,
      },
    ];
    return figures;
  },
};
