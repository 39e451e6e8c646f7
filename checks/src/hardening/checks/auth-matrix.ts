import { randomBytes } from 'node:crypto';
import { ADMIN_ROOT, SESSION_COOKIE } from '@club/model';
import { inParallel, logIn, loopback, send } from '../client.js';
import { examplesOr, type Check, type Figure, type Target } from '../figures.js';
import { loadFixtures } from '../fixtures.js';
import { changedResources, snapshot, tableOf } from '../records.js';
import { ownerRoutes, sessionRoutes } from '@club/testkit';

// This check's clients: 127.1.x.x.
const RANGE = 1;
const admin = loopback(RANGE, 0);

/** The administrator's password changed, and back: the cookie of the session from before it. */
const afterPasswordChange = async (target: Target) => {
  const change = async (cookie: string, from: string, to: string) => {
    const answer = await send(target, {
      method: 'PUT',
      path: `${ADMIN_ROOT}/update`,
      json: { email: target.admin.email, password: to, currentPassword: from },
      cookie,
      from: admin,
    });
    if (answer.status !== 200) throw new Error(`Changing the password answered ${answer.status}`);
  };
  const temporary = `hardening-${randomBytes(8).toString('hex')}`;
  const old = await logIn(target, { from: admin });
  await change(old, target.admin.password, temporary);
  const credentials = { email: target.admin.email, password: temporary };
  await change(await logIn(target, { credentials, from: admin }), temporary, target.admin.password);
  return old;
};

const afterLogout = async (target: Target) => {
  const cookie = await logIn(target, { from: admin });
  const answer = await send(target, {
    method: 'POST',
    path: `${ADMIN_ROOT}/logout`,
    cookie,
    from: admin,
  });
  if (answer.status !== 200) throw new Error(`Logging out answered ${answer.status}`);
  return cookie;
};

/** A real session whose time has run out: its expiry moved into the past in the table. */
const expired = async (target: Target) => {
  const table = tableOf(target);
  const before = new Set((await table.list('session')).map((s) => s.id));
  const cookie = await logIn(target, { from: admin });
  const fresh = (await table.list('session')).filter((s) => !before.has(s.id));
  if (fresh.length !== 1) throw new Error(`Expected one new session, found ${fresh.length}`);
  await table.put('session', { ...fresh[0]!, expiresAt: Math.floor(Date.now() / 1000) - 60 });
  return cookie;
};

export const check: Check = {
  name: 'auth-matrix',
  async run(target, depth) {
    // Made first: a password change ends every session, the live one below included.
    const passwordChanged = await afterPasswordChange(target);
    const live = await logIn(target, { from: admin });
    const cookies: Record<string, string | undefined> = {
      'no cookie': undefined,
      forged: `${SESSION_COOKIE}=${randomBytes(32).toString('base64url')}`,
      expired: await expired(target),
      'after logout': await afterLogout(target),
      'after password change': passwordChanged,
    };
    const fixtures = await loadFixtures(target, live, loopback(RANGE, 1));
    const routes = [...sessionRoutes(fixtures.ids), ...ownerRoutes(target.admin.email)];
    const before = await snapshot(target, live);

    // Bounded: every route without a cookie and with a forged one; the cookies of sessions that
    // ended on one route in four.
    const cases = routes.flatMap((route, i) =>
      Object.entries(cookies)
        .filter((_, k) => depth === 'full' || k < 2 || i % 4 === 0)
        .map(([kind, cookie]) => ({ route, kind, cookie })),
    );
    const answers = await inParallel(cases, 4, async ({ route, cookie }) => {
      const body = await fixtures.soundBody(route);
      return send(target, { method: route.method, path: route.path, cookie, from: admin, ...body });
    });
    const wrong = cases
      .map((c, i) => ({ ...c, status: answers[i]!.status }))
      .filter((c) => c.status !== 401);

    // Logging out needs no live session to mean something, but a dead cookie must not pass for one.
    const logouts = await Promise.all(
      Object.values(cookies).map((cookie) =>
        send(target, { method: 'POST', path: `${ADMIN_ROOT}/logout`, cookie, from: admin }),
      ),
    );
    const wrongLogouts = logouts.filter((a) => a.status !== 401);

    // The live session still works (a password change would have ended it), and nothing moved.
    const changed = changedResources(before, await snapshot(target, live));
    const kinds = Object.keys(cookies).length;
    const figures: Figure[] = [
      {
        check: 'auth matrix',
        figure: 'non-401 answers',
        value: wrong.length,
        bound: 0,
        detail: examplesOr(
          wrong,
          (c) => `${c.route.name} (${c.kind}): ${c.status}`,
          `${routes.length} routes × ${depth === 'full' ? kinds : 'sampled'} dead cookies, all 401`,
        ),
      },
      {
        check: 'auth matrix',
        figure: 'non-401 answers (logout)',
        value: wrongLogouts.length,
        bound: 0,
        detail: `answers: ${logouts.map((a) => a.status).join(', ')}`,
      },
      {
        check: 'auth matrix',
        figure: 'records changed',
        value: changed.length,
        bound: 0,
        detail: changed.length > 0 ? changed.join(', ') : 'every list read the same after',
      },
    ];
    return figures;
  },
};
