import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../../src/domain/errors.js';
import { UNMATCHABLE } from '../fakes/passwords.js';
import { fakeApi, type FakeApi } from '../fakes/services.js';

const ADMIN = { email: 'admin@club.test', password: 'correct horse battery' };
const NEXT = { email: 'new-admin@club.test', password: 'a much longer secret' };
const HERE = { address: '192.0.2.1' };
const OWNER = { email: ADMIN.email, role: 'owner' as const };
const HOUR = 3600_000;

/** The refusal `action` ends with, as the person is told it. */
const refusal = async (action: Promise<unknown>) => {
  const error = await action.then(
    () => expect.unreachable('it was not refused'),
    (e: unknown) => e,
  );
  if (!(error instanceof DomainError)) throw error;
  return { kind: error.kind, message: error.message, errors: error.fieldErrors };
};

let api: FakeApi;
beforeEach(async () => {
  api = fakeApi();
  await api.admin.ensureAccount(ADMIN);
});

const loggedIn = async (email = ADMIN.email) =>
  (await api.admin.login({ ...ADMIN, email }, HERE)).token;

describe('the administrator account', () => {
  it('is created once; a second ensure leaves the first credentials', async () => {
    expect(await api.admin.ensureAccount(NEXT)).toBe(false);
    await expect(api.admin.login(NEXT, HERE)).rejects.toThrow('Wrong email or password.');
    await loggedIn();
  });
});

describe('logging in', () => {
  it('takes the right password only, with the e-mail in any case', async () => {
    expect(await refusal(api.admin.login({ ...ADMIN, password: 'guess' }, HERE))).toMatchObject({
      kind: 'unauthorized',
      message: 'Wrong email or password.',
    });
    expect(
      await refusal(api.admin.login({ ...ADMIN, email: 'someone@else.test' }, HERE)),
    ).toMatchObject({ kind: 'unauthorized', message: 'Wrong email or password.' });
    const session = await api.admin.login({ ...ADMIN, email: ADMIN.email.toUpperCase() }, HERE);
    expect(session.email).toBe(ADMIN.email);
  });

  it('checks a password as costly for an unknown e-mail as for a wrong one, so timing tells nothing', async () => {
    await refusal(api.admin.login({ ...ADMIN, email: 'nobody@club.test' }, HERE));
    await refusal(api.admin.login({ ...ADMIN, password: 'guess' }, HERE));
    // An unknown address is checked against a hash no password matches, with the real hash's
    // parameters (lib/passwords.ts), so both refusals cost one full check.
    expect(api.passwords.checkedAgainst).toEqual([UNMATCHABLE, expect.stringMatching(/^fake\$/)]);

    const empty = fakeApi();
    await refusal(empty.admin.login(ADMIN, HERE));
    expect(empty.passwords.checkedAgainst).toEqual([UNMATCHABLE]);
  });

  it('refuses a malformed login with a message per field, before any password is checked', async () => {
    expect(await refusal(api.admin.login({ email: 'nope' }, HERE))).toMatchObject({
      kind: 'invalid',
      errors: { email: 'Email must be an e-mail address.', password: 'Password is required.' },
    });
    const nul = await refusal(api.admin.login({ ...ADMIN, password: `${ADMIN.password}\0` }, HERE));
    expect(nul.errors?.password).toMatch(/cannot be stored/);
    expect(api.passwords.checkedAgainst).toEqual([]);
  });
});

describe('a session', () => {
  it('lives for the configured hours, and logout ends it at once', async () => {
    const token = await loggedIn();
    expect(await api.admin.verify(token)).toEqual(OWNER);
    api.clock.advance(12 * HOUR - 1000);
    await api.admin.verify(token);
    api.clock.advance(1000);
    expect(await refusal(api.admin.verify(token))).toMatchObject({
      kind: 'unauthorized',
      message: 'Your session has ended. Please log in again.',
    });

    const next = await loggedIn();
    await api.admin.logout(next);
    expect((await refusal(api.admin.verify(next))).kind).toBe('unauthorized');
    expect((await refusal(api.admin.verify(undefined))).kind).toBe('unauthorized');
  });

  it('is stored under a digest of its token, never the token', async () => {
    const token = await loggedIn();
    expect(JSON.stringify(await api.table.list('session'))).not.toContain(token);
  });
});

describe('changing the credentials', () => {
  const change = (currentPassword: string | undefined, next: object = NEXT) =>
    api.admin.changeCredentials({ ...next, currentPassword }, HERE, OWNER);

  it('needs the current password; refusals change nothing and end no session', async () => {
    const token = await loggedIn();
    expect(await refusal(change(undefined))).toMatchObject({
      kind: 'invalid',
      errors: { currentPassword: 'Enter your current password.' },
    });
    expect(await refusal(change('not the password'))).toMatchObject({
      kind: 'forbidden',
      errors: { currentPassword: 'The current password is wrong.' },
    });
    expect(
      await refusal(change(ADMIN.password, { email: ADMIN.email, password: 'short' })),
    ).toMatchObject({
      kind: 'invalid',
      errors: { password: 'Password must be at least 8 characters.' },
    });
    const unstorable = await refusal(
      change(ADMIN.password, { email: ADMIN.email, password: 'new\uD800password' }),
    );
    expect(unstorable.errors?.password).toMatch(/cannot be stored/);

    await api.admin.verify(token);
    await loggedIn();
  });

  it('once changed, ends every session and takes only the new credentials', async () => {
    const sessions = [await loggedIn(), await loggedIn()];
    await change(ADMIN.password);
    for (const token of sessions)
      expect((await refusal(api.admin.verify(token))).kind).toBe('unauthorized');
    expect((await refusal(api.admin.login(ADMIN, HERE))).kind).toBe('unauthorized');
    await api.admin.login(NEXT, HERE);
  });

  it('is throttled like logins: 5 wrong guesses, then 429 even for the right one', async () => {
    const token = await loggedIn();
    const kinds: string[] = [];
    for (let i = 0; i < 25; i++) kinds.push((await refusal(change(`guess number ${i}`))).kind);
    expect(kinds).toEqual([...Array(5).fill('forbidden'), ...Array(20).fill('too-many')]);

    expect(await refusal(change(ADMIN.password))).toMatchObject({
      kind: 'too-many',
      message: expect.stringMatching(/^Too many failed logins for this address\. Try again in/),
    });
    // The guesses spent the address's logins too, and nothing was changed.
    expect((await refusal(api.admin.login(ADMIN, HERE))).kind).toBe('too-many');
    await api.admin.verify(token);
  });

  it('forgets the failures once the right password is given, so the next login is not refused', async () => {
    await loggedIn();
    for (let i = 0; i < 4; i++)
      expect((await refusal(change('wrong guess', ADMIN))).kind).toBe('forbidden');
    await change(ADMIN.password, ADMIN);
    await loggedIn();
  });
});

describe('resetting the account (npm run admin)', () => {
  it("sets an owner's password whatever it was and ends that owner's sessions", async () => {
    const token = await loggedIn();
    await api.admin.resetAccount({ ...ADMIN, password: NEXT.password });
    expect((await refusal(api.admin.verify(token))).kind).toBe('unauthorized');
    expect((await refusal(api.admin.login(ADMIN, HERE))).kind).toBe('unauthorized');
    await api.admin.login({ ...ADMIN, password: NEXT.password }, HERE);
  });

  it('makes a new address another owner, leaving the first one signed in', async () => {
    const token = await loggedIn();
    await api.admin.resetAccount(NEXT);
    expect(await api.admin.verify(token)).toEqual(OWNER);
    const next = await api.admin.login(NEXT, HERE);
    expect(await api.admin.verify(next.token)).toEqual({ email: NEXT.email, role: 'owner' });
  });
});

describe('the upgrade from a single administrator', () => {
  it('makes the one administrator the first owner, with the same password and live sessions', async () => {
    const old = fakeApi();
    // As an earlier version stored them: one account item, and a session naming its e-mail.
    const hash = await old.passwords.passwords.hashPassword(ADMIN.password);
    await old.records.put('admin', { id: 'account', email: ADMIN.email, passwordHash: hash });
    const token = 'a session token from before the upgrade';
    await old.records.put('session', {
      id: createHash('sha256').update(token).digest('base64url'),
      email: ADMIN.email,
      expiresAt: Math.floor(old.clock.now().getTime() / 1000) + 3600,
    });
    expect(await old.admin.verify(token)).toEqual(OWNER);
    await old.admin.login(ADMIN, HERE);
    expect(await old.records.get('admin', 'account')).toBeUndefined();
    expect(await old.admin.accounts.list()).toMatchObject([
      { email: ADMIN.email, role: 'owner', state: 'active' },
    ]);
  });
});

describe('a disabled account', () => {
  it('loses its sessions at once and cannot sign in, with a message that says why', async () => {
    const token = await loggedIn();
    const account = (await api.admin.accounts.get(ADMIN.email))!;
    await api.admin.accounts.replace(
      { ...account, state: 'disabled', sessionEpoch: account.sessionEpoch + 1 },
      account.version,
    );
    expect((await refusal(api.admin.verify(token))).kind).toBe('unauthorized');
    expect(await refusal(api.admin.login(ADMIN, HERE))).toMatchObject({
      kind: 'unauthorized',
      message: "This account is disabled. Ask an owner of the club's site to enable it.",
    });
  });
});
