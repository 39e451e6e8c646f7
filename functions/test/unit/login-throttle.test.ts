import { beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../../src/domain/errors.js';
import { LOGIN_LIMITS, loginThrottle } from '../../src/domain/accounts/login-throttle.js';
import { fakeApi, type FakeApi } from '../fakes/services.js';

const MINUTE = 60_000;
const ADMIN = { email: 'admin@club.test', password: 'correct horse battery' };
const WRONG = { ...ADMIN, password: 'not the password' };
const BLOCKED_EMAIL = /^Too many failed logins for this address\. Try again in (\d+) minutes?\.$/;
const BLOCKED_CLIENT = /^Too many failed logins from this network\. Try again in (\d+) minutes?\.$/;

let api: FakeApi;
beforeEach(async () => {
  api = fakeApi();
  await api.admin.ensureAccount(ADMIN);
});

let clients = 0;
/** A client address of IPv6's documentation range that no other test uses. */
const client = () => `2001:db8::${(++clients).toString(16)}`;

/** How a login ends, as the person is told: 'ok', or the refusal's kind and message. */
const login = async (json: unknown, address: string) =>
  api.admin.login(json, { address }).then(
    () => ({ kind: 'ok', message: '' }),
    (error: unknown) => {
      if (!(error instanceof DomainError)) throw error;
      return { kind: error.kind as string, message: error.message };
    },
  );

const failTimes = async (n: number, json: unknown, address: string) => {
  for (let i = 0; i < n; i++) expect((await login(json, address)).kind).toBe('unauthorized');
};

describe('login throttling', () => {
  it('refuses an address after 5 failures, even with the right password, from any client', async () => {
    const ip = client();
    await failTimes(LOGIN_LIMITS.perEmail.limit, WRONG, ip);

    const blocked = await login(ADMIN, ip);
    expect(blocked.kind).toBe('too-many');
    expect(blocked.message).toMatch(BLOCKED_EMAIL);
    expect(blocked.message).toContain('15 minutes');
    // The block is the address's, not the client's: another computer cannot get in either.
    expect(
      (await login({ ...ADMIN, email: ` ${ADMIN.email.toUpperCase()} ` }, client())).kind,
    ).toBe('too-many');
    // Another address from another client is not touched.
    expect(await login({ ...WRONG, email: 'someone@else.test' }, client())).toEqual({
      kind: 'unauthorized',
      message: 'Wrong email or password.',
    });
  });

  it('lifts the block when the account is reset (npm run admin)', async () => {
    const ip = client();
    await failTimes(LOGIN_LIMITS.perEmail.limit, WRONG, ip);
    expect((await login(ADMIN, ip)).kind).toBe('too-many');
    await api.admin.resetAccount(ADMIN);
    expect((await login(ADMIN, ip)).kind).toBe('ok');
  });

  it('lifts the block when the failures are 15 minutes old, and the window slides rather than restarts', async () => {
    const ip = client();
    await failTimes(1, WRONG, ip);
    api.clock.advance(10 * MINUTE);
    await failTimes(4, WRONG, ip);

    api.clock.advance(MINUTE);
    const blocked = await login(ADMIN, ip);
    expect(blocked.kind).toBe('too-many');
    // The oldest failure (11 minutes ago) frees a place in 4 minutes.
    expect(blocked.message).toContain('Try again in 4 minutes.');

    // Past the oldest failure's 15 minutes: one place is free, the other four still count.
    api.clock.advance(4 * MINUTE + 1000);
    await failTimes(1, WRONG, ip);
    expect((await login(ADMIN, ip)).kind).toBe('too-many');

    // Once every failure is 15 minutes old, the right password works again.
    api.clock.advance(15 * MINUTE);
    expect((await login(ADMIN, ip)).kind).toBe('ok');
  });

  it('starts an address afresh after a successful login', async () => {
    const ip = client();
    await failTimes(4, WRONG, ip);
    expect((await login(ADMIN, ip)).kind).toBe('ok');
    // Without the reset, the second of these would be the sixth failure in a row.
    await failTimes(5, WRONG, ip);
    expect((await login(WRONG, ip)).kind).toBe('too-many');
  });

  it('refuses a client after 20 failures across addresses; its successful logins do not count', async () => {
    const ip = client();
    expect((await login(ADMIN, ip)).kind).toBe('ok');
    for (let i = 0; i < LOGIN_LIMITS.perClient.limit; i++)
      expect((await login({ ...WRONG, email: `guess-${i % 5}@club.test` }, ip)).kind).toBe(
        'unauthorized',
      );

    const blocked = await login({ ...WRONG, email: 'guess-new@club.test' }, ip);
    expect(blocked.kind).toBe('too-many');
    expect(blocked.message).toMatch(BLOCKED_CLIENT);
    expect((await login(ADMIN, ip)).kind).toBe('too-many');
    // The addresses it tried are not blocked for others: each saw only four failures.
    expect((await login(ADMIN, client())).kind).toBe('ok');
    expect((await login({ ...WRONG, email: 'guess-0@club.test' }, client())).kind).toBe(
      'unauthorized',
    );
  });

  it('lets exactly 5 of 10 simultaneous attempts on one address through, across instances', async () => {
    const instances = [
      loginThrottle(api.records, api.clock.now),
      loginThrottle(api.records, api.clock.now),
    ];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => instances[i % 2]!.attempt('racer@club.test', client())),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    for (const outcome of outcomes.filter((o) => o.status === 'rejected'))
      expect((outcome.reason as DomainError).kind).toBe('too-many');
  });

  it('keeps only digests, and an expiry a window after the newest failure', async () => {
    const ip = client();
    await failTimes(1, { ...WRONG, email: 'ttl@club.test' }, ip);
    const counters = await api.records.list('login-throttle');
    const text = JSON.stringify(counters);
    expect(text).not.toContain('ttl@club.test');
    expect(text).not.toContain(ip);
    expect(counters).toHaveLength(2); // the address's and the client's
    for (const counter of counters)
      expect(counter.expiresAt).toBe((api.clock.now().getTime() + 15 * MINUTE) / 1000);
  });
});

describe('a browser that signed in before', () => {
  it("still signs in while a stranger's guesses lock its account, within its own limit", async () => {
    const { device } = await api.admin.login(ADMIN, { address: client() });
    const stranger = client();
    await failTimes(LOGIN_LIMITS.perEmail.limit, WRONG, stranger);
    expect((await login(ADMIN, stranger)).message).toMatch(BLOCKED_EMAIL);

    const own = { address: client(), device };
    await api.admin.login(ADMIN, own);
    // Its own wrong guesses are counted on it alone: 5, then it is blocked too.
    for (let i = 0; i < LOGIN_LIMITS.perDevice.limit; i++)
      await expect(api.admin.login(WRONG, own)).rejects.toThrow('Wrong email or password.');
    await expect(api.admin.login(ADMIN, own)).rejects.toThrow(
      /^Too many failed logins from this browser\. Try again in/,
    );
  });

  it('is known only for the account it signed in to, and a made-up cookie is not known', async () => {
    await api.admin.resetAccount({ email: 'other@club.test', password: 'another long one' });
    const { device } = await api.admin.login(
      { email: 'other@club.test', password: 'another long one' },
      { address: client() },
    );
    await failTimes(LOGIN_LIMITS.perEmail.limit, WRONG, client());
    for (const cookie of [device, 'made-up-token'])
      await expect(api.admin.login(ADMIN, { address: client(), device: cookie })).rejects.toThrow(
        BLOCKED_EMAIL,
      );
  });
});
