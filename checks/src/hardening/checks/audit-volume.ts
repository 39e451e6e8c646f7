import { randomUUID } from 'node:crypto';
import { ADMIN_ROOT, AUDIT_PATH, type AuditEntry } from '@club/model';
import { inParallel, logIn, loopback, send, type Answer } from '../client.js';
import type { Check, Figure } from '../figures.js';

// This check's clients: 127.18.x.x. Client 0 reads the log as the owner; the others flood.
const RANGE = 18;

const attempt = (target: Parameters<Check['run']>[0], from: string, email: string) =>
  send(target, {
    path: `${ADMIN_ROOT}/login`,
    json: { email, password: 'not-the-password' },
    from,
  });

/** How many refusals an entry stands for: "Sign-in refused 37 times in …", or one. */
const countOf = (entry: AuditEntry) => {
  const counted = /^Sign-in refused ([\d,]+) times in /.exec(entry.what);
  return counted ? Number(counted[1]!.replace(/,/g, '')) : 1;
};

const WRONG = 'Sign-in refused: Wrong email or password.';

/**
 * A stranger floods the login with wrong passwords, far past the throttle: one address from
 * several clients at once, and one client trying many addresses. The owner's audit log must
 * gain one counted entry per client address (and reason) for the refused attempts, every
 * refusal in its count, and still one entry per wrong password the throttle let through.
 */
export const check: Check = {
  name: 'audit-volume',
  async run(target, depth) {
    const full = depth === 'full';
    const run = randomUUID().slice(0, 8);
    const floodClients = full ? 5 : 3;
    const perClient = full ? 300 : 40;
    const rotations = full ? 60 : 30;

    // One address of the check's own (never the administrator's), from several clients at once.
    const victim = `audit-${run}@club.test`;
    const flood = await inParallel(
      Array.from({ length: floodClients * perClient }, (_, n) => 1 + (n % floodClients)),
      4,
      (client) => attempt(target, loopback(RANGE, client), victim),
    );
    // One client trying a new address each time, past the limit per client.
    const rotating = loopback(RANGE, floodClients + 1);
    const rotation = await inParallel(
      Array.from({ length: rotations }, (_, n) => n),
      4,
      (n) => attempt(target, rotating, `audit-${run}-${n}@club.test`),
    );

    const answers: Answer[] = [...flood, ...rotation];
    const refused = answers.filter((a) => a.status === 429).length;
    const wrong = answers.filter((a) => a.status === 401).length;
    const others = answers.length - refused - wrong;

    const cookie = await logIn(target, { from: loopback(RANGE, 0) });
    const read = await send(target, {
      path: `${AUDIT_PATH}?filter=${encodeURIComponent(JSON.stringify({ q: run }))}&range=${encodeURIComponent('[0,9999]')}`,
      cookie,
      from: loopback(RANGE, 0),
    });
    if (read.status !== 200) throw new Error(`The audit log answered ${read.status}: ${read.text}`);
    const entries = read.json as AuditEntry[];
    const ofRefusals = entries.filter((e) => e.what !== WRONG);
    const ofWrong = entries.filter((e) => e.what === WRONG);
    const counted = ofRefusals.reduce((sum, e) => sum + countOf(e), 0);
    const clients = floodClients + 1;

    const tried = `${answers.length} attempts from ${clients} clients (${floodClients} × ${perClient} on one address, 4 at a time; ${rotations} addresses from one): ${wrong} × 401, ${refused} × 429${others ? `, ${others} other` : ''}`;
    const figures: Figure[] = [
      {
        check: 'audit-volume',
        figure: 'audit entries for the refused sign-ins (one per client and window)',
        value: ofRefusals.length,
        bound: clients,
        detail: `${ofRefusals.length} entries for ${refused} refusals: ${((ofRefusals.length / Math.max(1, refused)) * 1000).toFixed(1)} per 1,000`,
      },
      {
        check: 'audit-volume',
        figure: 'refused sign-ins missing from the counted entries',
        value: Math.abs(refused - counted),
        bound: 0,
        detail: `${counted} counted in the entries, ${refused} answered 429`,
      },
      {
        check: 'audit-volume',
        figure: 'wrong passwords not written one entry each',
        value: Math.abs(wrong - ofWrong.length),
        bound: 0,
        detail: `${ofWrong.length} entries for ${wrong} answers 401`,
      },
      {
        check: 'audit-volume',
        figure: 'failed sign-ins tried',
        value: answers.length,
        bound: full ? 1500 : 150,
        atLeast: true,
        detail: tried,
      },
    ];
    return figures;
  },
};
