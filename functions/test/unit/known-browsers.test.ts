import { SET_PASSWORD_SCREEN } from '@club/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../../src/domain/errors.js';
import { LOGIN_LIMITS } from '../../src/domain/accounts/login-throttle.js';
import { DEVICES_PER_ACCOUNT } from '../../src/domain/accounts/trusted-devices.js';
import { CLUB_SITE, fakeApi, type FakeApi } from '../fakes/services.js';

const ADMIN = { email: 'admin@club.test', password: 'correct horse battery' };
const EDITOR = { email: 'editor@club.test', password: 'the editor secret' };
const OWNER = { email: ADMIN.email, role: 'owner' as const };
const BLOCKED_EMAIL = /^Too many failed logins for this address\./;
const BLOCKED_NETWORK = /^Too many failed logins from this network\./;

let api: FakeApi;
beforeEach(async () => {
  api = fakeApi();
  await api.admin.ensureAccount(ADMIN);
  await api.admin.resetAccount(EDITOR);
});

let clients = 0;
/** A client address of IPv6's documentation range that no other test uses. */
const client = () => `2001:db8::${(++clients).toString(16)}`;

/** How a login ends: 'ok', or the refusal's message. */
const login = async (json: unknown, address: string, device?: string) =>
  api.admin.login(json, { address, device }).then(
    () => 'ok',
    (error: unknown) => {
      if (!(error instanceof DomainError)) throw error;
      return error.message;
    },
  );

/** A browser that signs in to `who` now: its known-browser token. */
const browser = async (who = EDITOR) => (await api.admin.login(who, { address: client() })).device;

/** A stranger's wrong guesses until the address is locked for browsers it does not know. */
const lockOut = async (email = EDITOR.email) => {
  for (let i = 0; i < LOGIN_LIMITS.perEmail.limit; i++)
    await login({ email, password: `guess ${i}` }, client());
  expect(await login({ email, password: 'any' }, client())).toMatch(BLOCKED_EMAIL);
};

/** Whether the browser still gets past the lock with the right password. */
const stillKnown = async (device: string, who = EDITOR) =>
  (await login(who, client(), device)) === 'ok';

describe('known browsers', () => {
  it(`are at most ${DEVICES_PER_ACCOUNT} per account: the one seen longest ago is forgotten`, async () => {
    const devices: string[] = [];
    for (let i = 0; i <= DEVICES_PER_ACCOUNT; i++) devices.push(await browser());
    await lockOut();
    expect(await stillKnown(devices[0]!)).toBe(false);
    for (const device of devices.slice(1)) expect(await stillKnown(device)).toBe(true);
    // One item per account, holding digests: no token and no address in the table.
    const items = await api.records.list('trusted-device');
    expect(items).toHaveLength(1);
    const text = JSON.stringify(items);
    for (const secret of [...devices, EDITOR.email]) expect(text).not.toContain(secret);
  });

  it("are forgotten whenever the account's sessions end", async () => {
    const endings: Record<string, () => Promise<unknown>> = {
      'a password change': () =>
        api.admin.changeCredentials(
          { ...EDITOR, currentPassword: EDITOR.password },
          { address: client() },
          { email: EDITOR.email, role: 'owner' },
        ),
      'a reset (npm run admin)': () => api.admin.resetAccount(EDITOR),
      'a mailed link': async () => {
        await api.passwordLinks.forgot({ email: EDITOR.email }, client());
        const link = api.mail.sent.at(-1)!.text.match(/https:\S+/)![0];
        expect(link.startsWith(`${CLUB_SITE}${SET_PASSWORD_SCREEN}`)).toBe(true);
        const token = new URL(link).hash.slice('#token='.length);
        await api.passwordLinks.set({ token, password: EDITOR.password }, client());
      },
      'disabling (then enabling)': async () => {
        for (const state of ['disabled', 'active'])
          await api.accounts.change(
            EDITOR.email,
            { role: 'owner', state },
            (await api.accounts.get(EDITOR.email)).version,
            OWNER,
          );
      },
    };
    const survived: string[] = [];
    for (const [ending, end] of Object.entries(endings)) {
      const device = await browser();
      await end();
      await lockOut();
      if (await stillKnown(device)) survived.push(ending);
      await api.admin.resetAccount(EDITOR); // lifts the lock for the next ending
    }
    expect(survived).toEqual([]);
  });

  it('are forgotten with their account: removed, then invited again', async () => {
    const device = await browser();
    await api.accounts.remove(EDITOR.email, OWNER);
    api.clock.advance(1000);
    await api.admin.resetAccount(EDITOR);
    await lockOut();
    expect(await stillKnown(device)).toBe(false);
  });

  it("count their failures per network: many tokens are not many more guesses, and strangers' failures do not lock them out", async () => {
    const devices: string[] = [];
    for (let i = 0; i < 8; i++) devices.push(await browser());
    const here = client();
    const answers: string[] = [];
    for (let i = 0; i < 40; i++)
      answers.push(
        await login({ ...EDITOR, password: `guess ${i}` }, here, devices[Math.floor(i / 5)]),
      );
    const limit = LOGIN_LIMITS.perKnownClient.limit;
    expect(answers.slice(0, limit)).toEqual(Array(limit).fill('Wrong email or password.'));
    for (const answer of answers.slice(limit)) expect(answer).toMatch(BLOCKED_NETWORK);

    // Strangers on another network use up its limit; a known browser there still signs in.
    const shared = client();
    for (let i = 0; i < LOGIN_LIMITS.perClient.limit; i++)
      await login({ email: `someone${i}@club.test`, password: 'guess' }, shared);
    expect(await login({ email: 'one-more@club.test', password: 'guess' }, shared)).toMatch(
      BLOCKED_NETWORK,
    );
    expect(await login(EDITOR, shared, devices[7])).toBe('ok');
  });
});
