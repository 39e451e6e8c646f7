import { readFile } from 'node:fs/promises';
import type { Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPath, SESSION_MESSAGES } from '@club/model';
import { createHandler } from '../src/app.js';
import { adminService } from '../src/domain/admin-service.js';
import { DomainError } from '../src/domain/errors.js';
import { LOGIN_LIMITS, loginThrottle } from '../src/domain/login-throttle.js';
import { ADMIN, testApi } from './support/api.js';
import { httpApiEvent } from './support/events.js';

let api: Awaited<ReturnType<typeof testApi>>;
beforeAll(async () => {
  api = await testApi();
});

const MINUTE = 60_000;
const WRONG = { ...ADMIN, password: 'not the password' };
const BLOCKED_EMAIL = /^Too many failed logins for this address\. Try again in (\d+) minutes?\.$/;
const BLOCKED_CLIENT = /^Too many failed logins from this network\. Try again in (\d+) minutes?\.$/;

// Each test starts a day after the previous one on its own clock, so no test sees another's
// failures; the clock moves only when a test moves it.
let day = 0;
const clock = () => {
  let time = Date.UTC(2030, 0, 1) + ++day * 24 * 60 * MINUTE;
  return { now: () => new Date(time), advance: (ms: number) => (time += ms) };
};

// A client address of IPv6's documentation range that no other test uses.
const client = () => `2001:db8::${crypto.randomUUID().slice(0, 4)}`;

/** The real API over this file's table, with the administrator's service on `now`. */
const apiAt = (
  now: () => Date,
  admin = adminService({ records: api.deps.records, sessionHours: 12, now }),
) => {
  const handle = createHandler({ ...api.deps, admin });
  return async (json: unknown, sourceIp: string) => {
    const event = await httpApiEvent('POST', adminPath('login'), { json, sourceIp });
    const result = await handle(event, {} as Context);
    return {
      status: result.statusCode,
      message: String(JSON.parse(String(result.body)).message),
    };
  };
};

const failTimes = async (login: ReturnType<typeof apiAt>, n: number, json: unknown, ip: string) => {
  for (let i = 0; i < n; i++) expect((await login(json, ip)).status).toBe(401);
};

describe('login throttling', () => {
  it('refuses an address after 5 failures, even with the right password, from any client', async () => {
    const { now } = clock();
    const login = apiAt(now);
    const ip = client();
    await failTimes(login, LOGIN_LIMITS.perEmail.limit, WRONG, ip);

    const blocked = await login(ADMIN, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.message).toMatch(BLOCKED_EMAIL);
    expect(blocked.message).toContain('15 minutes');
    // The block is the address's, not the client's: another computer cannot get in either.
    expect(
      (await login({ ...ADMIN, email: ` ${ADMIN.email.toUpperCase()} ` }, client())).status,
    ).toBe(429);
    // Another address from another client is not touched.
    expect(await login({ ...WRONG, email: 'someone@else.test' }, client())).toEqual({
      status: 401,
      message: 'Wrong email or password.',
    });
  });

  it('lifts the block when the account is reset (npm run admin)', { timeout: 60_000 }, async () => {
    const { now } = clock();
    const admin = adminService({ records: api.deps.records, sessionHours: 12, now });
    const login = apiAt(now, admin);
    const ip = client();
    await failTimes(login, LOGIN_LIMITS.perEmail.limit, WRONG, ip);
    expect((await login(ADMIN, ip)).status).toBe(429);

    await admin.resetAccount(ADMIN);
    expect((await login(ADMIN, ip)).status).toBe(200);
  });

  it('lifts the block when the failures are 15 minutes old, and the window slides rather than restarts', async () => {
    const { now, advance } = clock();
    const login = apiAt(now);
    const ip = client();
    await failTimes(login, 1, WRONG, ip);
    advance(10 * MINUTE);
    await failTimes(login, 4, WRONG, ip);

    advance(MINUTE);
    const blocked = await login(ADMIN, ip);
    expect(blocked.status).toBe(429);
    // The oldest failure (11 minutes ago) frees a place in 4 minutes.
    expect(blocked.message).toContain('Try again in 4 minutes.');

    // Past the oldest failure's 15 minutes: one place is free, the other four still count.
    advance(4 * MINUTE + 1000);
    await failTimes(login, 1, WRONG, ip);
    expect((await login(ADMIN, ip)).status).toBe(429);

    // Once every failure is 15 minutes old, the right password works again.
    advance(15 * MINUTE);
    expect(await login(ADMIN, ip)).toEqual({ status: 200, message: SESSION_MESSAGES.loggedIn });
  });

  it('starts an address afresh after a successful login', { timeout: 60_000 }, async () => {
    const { now } = clock();
    const login = apiAt(now);
    const ip = client();
    await failTimes(login, 4, WRONG, ip);
    expect((await login(ADMIN, ip)).status).toBe(200);
    // Without the reset, the second of these would be the sixth failure in a row.
    await failTimes(login, 5, WRONG, ip);
    expect((await login(WRONG, ip)).status).toBe(429);
  });

  // 24 logins of a full scrypt each: slow on a busy machine.
  it(
    'refuses a client after 20 failures across addresses; its successful logins do not count',
    {
      timeout: 120_000,
    },
    async () => {
      const { now } = clock();
      const login = apiAt(now);
      const ip = client();
      expect((await login(ADMIN, ip)).status).toBe(200);
      for (let i = 0; i < LOGIN_LIMITS.perClient.limit; i++)
        expect((await login({ ...WRONG, email: `guess-${i % 5}@club.test` }, ip)).status).toBe(401);

      const blocked = await login({ ...WRONG, email: 'guess-new@club.test' }, ip);
      expect(blocked.status).toBe(429);
      expect(blocked.message).toMatch(BLOCKED_CLIENT);
      expect((await login(ADMIN, ip)).status).toBe(429);
      // The addresses it tried are not blocked for others: each saw only four failures.
      expect((await login(ADMIN, client())).status).toBe(200);
      expect((await login({ ...WRONG, email: 'guess-0@club.test' }, client())).status).toBe(401);
    },
  );

  it('lets exactly 5 of 10 simultaneous attempts on one address through, across instances', async () => {
    const { now } = clock();
    // Two services over one table stand for two Lambda instances.
    const instances = [loginThrottle(api.deps.records, now), loginThrottle(api.deps.records, now)];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        instances[i % 2]!.attempt('racer@club.test', `2001:db8::${i}`),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    for (const outcome of outcomes.filter((o) => o.status === 'rejected'))
      expect((outcome.reason as DomainError).kind).toBe('too-many');
  });

  it('keeps only digests and an expiry that the table’s time-to-live removes', async () => {
    const { now } = clock();
    const login = apiAt(now);
    const ip = client();
    await failTimes(login, 1, { ...WRONG, email: 'ttl@club.test' }, ip);

    const counters = await api.deps.records.list('login-throttle');
    const text = JSON.stringify(counters);
    expect(text).not.toContain('ttl@club.test');
    expect(text).not.toContain(ip);
    const newest = counters.filter((c) => (c.times as number[]).includes(now().getTime()));
    expect(newest).toHaveLength(2); // the address's and the client's
    for (const counter of newest)
      expect(counter.expiresAt).toBe((now().getTime() + 15 * MINUTE) / 1000);

    // AWS deletes items by this attribute (dynalite ignores time-to-live; expired times are
    // skipped when read, so the limits never depend on the deletion).
    const storage = await readFile(
      new URL('../../deploy/cloudformation/storage.yml', import.meta.url),
      'utf8',
    );
    expect(storage).toMatch(
      /TimeToLiveSpecification: \{ AttributeName: expiresAt, Enabled: true \}/,
    );
  });
});
