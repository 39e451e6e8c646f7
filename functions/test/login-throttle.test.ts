import type { Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHandler } from '../src/app.js';
import { signInService } from '../src/domain/accounts/sign-in.js';
import { DomainError } from '../src/domain/errors.js';
import { LOGIN_LIMITS, loginThrottle } from '../src/domain/accounts/login-throttle.js';
import { ADMIN, testApi } from './support/api.js';
import { httpApiEvent } from './support/events.js';
import { adminPath } from '@club/model';

let api: Awaited<ReturnType<typeof testApi>>;
beforeAll(async () => {
  api = await testApi();
});

const MINUTE = 60_000;
const WRONG = { ...ADMIN, password: 'not the password' };
const BLOCKED_EMAIL = /^Too many failed logins for this address\. Try again in (\d+) minutes?\.$/;

// Each test starts a day after the previous one on its own clock, so no test sees another's
// failures; the clock stands still.
let day = 0;
const clock = () => {
  const time = Date.UTC(2030, 0, 1) + ++day * 24 * 60 * MINUTE;
  return { now: () => new Date(time) };
};

// A client address of IPv6's documentation range that no other test uses.
const client = () => `2001:db8::${crypto.randomUUID().slice(0, 4)}`;

/** The real API over this file's table, with the administrator's service on `now`. */
const apiAt = (
  now: () => Date,
  admin = signInService({ records: api.deps.records, sessionHours: 12, now }),
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

// The limits' rules (windows, resets, per client) are unit/login-throttle.test.ts's, over an
// in-memory table; these are the answer through the API and the races on the real table.
describe('login throttling', () => {
  it('answers 429 for an address after 5 failures, even with the right password, from any client', async () => {
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
});
