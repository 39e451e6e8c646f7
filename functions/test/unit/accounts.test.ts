import {
  FORGOT_PASSWORD_ANSWER,
  INVITE_HOURS,
  RESET_MINUTES,
  SET_PASSWORD_SCREEN,
} from '@club/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../../src/domain/errors.js';
import { FORGOT_LIMITS } from '../../src/domain/accounts/password-service.js';
import { CLUB_SITE, fakeApi, type FakeApi } from '../fakes/services.js';

const OWNER = { email: 'owner@club.test', password: 'correct horse battery' };
const HERE = { address: '192.0.2.1' };
const SECOND = 1000;
const HOUR = 3600 * SECOND;

const refusal = async (action: Promise<unknown>) => {
  const error = await action.then(
    () => expect.unreachable('it was not refused'),
    (e: unknown) => e,
  );
  if (!(error instanceof DomainError)) throw error;
  return { kind: error.kind, message: error.message, errors: error.fieldErrors };
};

let api: FakeApi;
const owner = { email: OWNER.email, role: 'owner' as const };
beforeEach(async () => {
  api = fakeApi();
  await api.admin.ensureAccount(OWNER);
});

/** The token of the newest mail's link to the set-password screen, as a person would click it. */
const mailedToken = (to: string) => {
  const mail = api.mail.sent.filter((m) => m.to === to).at(-1);
  const link = mail?.text.match(/https:\S+/)?.[0] ?? '';
  expect(link.startsWith(`${CLUB_SITE}${SET_PASSWORD_SCREEN}#token=`)).toBe(true);
  return new URL(link).hash.slice('#token='.length);
};

/** Invites `email` and sets its password from the mailed link: an active account. */
const join = async (email: string, role: 'owner' | 'editor', password = 'a long new secret') => {
  await api.accounts.invite({ email, role }, owner);
  await api.passwordLinks.set({ token: mailedToken(email), password });
  return (await api.admin.login({ email, password }, HERE)).token;
};

/** A change by the first owner. */
const changeAccount = (id: string, input: unknown, version: unknown) =>
  api.accounts.change(id, input, version, owner);

const versionOf = async (id: string) => (await api.accounts.get(id)).version;

describe('an invitation', () => {
  it('mails a link that sets the password once, and the account signs in with its role', async () => {
    const invited = await api.accounts.invite({ email: 'Rahim@Club.test', role: 'editor' }, owner);
    expect(invited).toMatchObject({
      id: 'rahim@club.test',
      state: 'invited',
      invitedBy: OWNER.email,
    });
    expect(invited).not.toHaveProperty('passwordHash');
    const [mail] = api.mail.sent;
    expect(mail?.subject).toBe('[Robotics Club] You are invited to edit the site');
    expect(mail?.text).toContain(`${OWNER.email} invited you`);

    // No password yet: nothing signs in as it.
    expect(
      await refusal(api.admin.login({ email: 'rahim@club.test', password: 'x' }, HERE)),
    ).toMatchObject({
      kind: 'unauthorized',
    });
    const token = mailedToken('rahim@club.test');
    expect(await api.passwordLinks.check({ token })).toEqual({
      email: 'rahim@club.test',
      purpose: 'invite',
    });
    await api.passwordLinks.set({ token, password: 'a long new secret' });
    const session = await api.admin.login(
      { email: 'rahim@club.test', password: 'a long new secret' },
      HERE,
    );
    expect(await api.admin.verify(session.token)).toEqual({
      email: 'rahim@club.test',
      role: 'editor',
    });
    expect((await api.accounts.get('rahim@club.test')).state).toBe('active');

    // Used once: the same link now says it no longer works, and sets nothing.
    expect(
      await refusal(api.passwordLinks.set({ token, password: 'someone else now' })),
    ).toMatchObject({
      kind: 'gone',
      message: expect.stringContaining('no longer works'),
    });
    await api.admin.login({ email: 'rahim@club.test', password: 'a long new secret' }, HERE);
  });

  it(`works for ${INVITE_HOURS} hours, and an address has one account`, async () => {
    await api.accounts.invite({ email: 'late@club.test', role: 'editor' }, owner);
    const token = mailedToken('late@club.test');
    api.clock.advance(INVITE_HOURS * HOUR - SECOND);
    expect(await api.passwordLinks.check({ token })).toMatchObject({ purpose: 'invite' });
    api.clock.advance(2 * SECOND);
    expect((await refusal(api.passwordLinks.check({ token }))).kind).toBe('gone');
    expect((await refusal(api.passwordLinks.set({ token, password: 'long enough' }))).kind).toBe(
      'gone',
    );

    expect(
      await refusal(api.accounts.invite({ email: 'LATE@club.test', role: 'owner' }, owner)),
    ).toMatchObject({
      kind: 'invalid',
      errors: { email: 'This address already has an account.' },
    });
    // A new invitation mails a new link that works.
    await api.accounts.reinvite('late@club.test', owner);
    await api.passwordLinks.set({ token: mailedToken('late@club.test'), password: 'long enough' });
    expect(await refusal(api.accounts.reinvite('late@club.test', owner))).toMatchObject({
      kind: 'conflict',
    });
  });

  it('refuses a bad address, an unknown role and a weak password, changing nothing', async () => {
    expect(
      (await refusal(api.accounts.invite({ email: 'not an address', role: 'editor' }, owner)))
        .errors,
    ).toHaveProperty('email');
    expect(
      (await refusal(api.accounts.invite({ email: 'a@club.test', role: 'admin' }, owner))).errors,
    ).toEqual({
      role: 'Choose a role: owner or editor.',
    });
    expect(api.mail.sent).toEqual([]);
    await api.accounts.invite({ email: 'weak@club.test', role: 'editor' }, owner);
    const token = mailedToken('weak@club.test');
    expect(
      (await refusal(api.passwordLinks.set({ token, password: 'short' }))).errors,
    ).toHaveProperty('password');
    // The refused try did not use the link up.
    expect(await api.passwordLinks.check({ token })).toMatchObject({ email: 'weak@club.test' });
  });
});

describe('the last active owner', () => {
  it('cannot be demoted, disabled or removed; with a second owner it can', async () => {
    const last = await refusal(changeAccount(OWNER.email, { role: 'editor', state: 'active' }, 1));
    expect(last).toMatchObject({
      kind: 'conflict',
      message: expect.stringContaining('last active owner'),
    });
    expect(
      (await refusal(changeAccount(OWNER.email, { role: 'owner', state: 'disabled' }, 1))).kind,
    ).toBe('conflict');
    // An invited owner has no password yet: it does not count.
    await api.accounts.invite({ email: 'next@club.test', role: 'owner' }, owner);
    expect(
      (await refusal(changeAccount(OWNER.email, { role: 'editor', state: 'active' }, 1))).kind,
    ).toBe('conflict');
    const other = { email: 'other@club.test', role: 'owner' as const };
    await join(other.email, 'owner');
    expect((await refusal(api.accounts.remove(other.email, other))).message).toBe(
      'You cannot remove your own account. Ask another owner to do it.',
    );

    await changeAccount(
      OWNER.email,
      { role: 'editor', state: 'active' },
      await versionOf(OWNER.email),
    );
    expect((await api.accounts.get(OWNER.email)).role).toBe('editor');
    expect((await refusal(api.accounts.remove(other.email, owner))).kind).toBe('conflict');
  });

  it('survives two owners demoting each other at the same moment', async () => {
    await join('other@club.test', 'owner');
    const results = await Promise.allSettled([
      changeAccount(OWNER.email, { role: 'editor', state: 'active' }, await versionOf(OWNER.email)),
      changeAccount(
        'other@club.test',
        { role: 'editor', state: 'active' },
        await versionOf('other@club.test'),
      ),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const owners = (await api.accounts.list()).filter(
      (a) => a.role === 'owner' && a.state === 'active',
    );
    expect(owners).toHaveLength(1);
  });

  it('refuses a change made over an older version', async () => {
    await join('editor@club.test', 'editor');
    const seen = await versionOf('editor@club.test');
    await changeAccount('editor@club.test', { role: 'owner', state: 'active' }, seen);
    expect(
      await refusal(changeAccount('editor@club.test', { role: 'editor', state: 'active' }, seen)),
    ).toMatchObject({
      kind: 'conflict',
      message: 'This account was changed by someone else. Reload it and try again.',
    });
  });
});

describe('a disabled account', () => {
  it('is signed out at once and cannot sign in until enabled again', async () => {
    const session = await join('editor@club.test', 'editor', 'editor password');
    await changeAccount(
      'editor@club.test',
      { role: 'editor', state: 'disabled' },
      await versionOf('editor@club.test'),
    );
    expect((await refusal(api.admin.verify(session))).kind).toBe('unauthorized');
    expect(
      await refusal(
        api.admin.login({ email: 'editor@club.test', password: 'editor password' }, HERE),
      ),
    ).toMatchObject({
      message: "This account is disabled. Ask an owner of the club's site to enable it.",
    });
    // Nor can it set a password by mail.
    await api.passwordLinks.forgot({ email: 'editor@club.test' }, HERE.address);
    expect(api.mail.sent.filter((m) => m.subject.includes('new password'))).toEqual([]);

    await changeAccount(
      'editor@club.test',
      { role: 'editor', state: 'active' },
      await versionOf('editor@club.test'),
    );
    await api.admin.login({ email: 'editor@club.test', password: 'editor password' }, HERE);
  });
});

describe('"Forgot password?"', () => {
  it('answers the same for any address, and mails only an account', async () => {
    expect(await api.passwordLinks.forgot({ email: 'nobody@club.test' }, HERE.address)).toEqual({
      message: FORGOT_PASSWORD_ANSWER,
    });
    expect(api.mail.sent).toEqual([]);
    expect(
      await api.passwordLinks.forgot({ email: OWNER.email.toUpperCase() }, HERE.address),
    ).toEqual({
      message: FORGOT_PASSWORD_ANSWER,
    });
    expect(api.mail.sent.map((m) => [m.to, m.subject])).toEqual([
      [OWNER.email, '[Robotics Club] Set a new password'],
    ]);
  });

  it(`sets a new password once within ${RESET_MINUTES} minutes, and ends every other session`, async () => {
    const before = (await api.admin.login(OWNER, HERE)).token;
    await api.passwordLinks.forgot({ email: OWNER.email }, HERE.address);
    const token = mailedToken(OWNER.email);
    expect(await api.passwordLinks.check({ token })).toEqual({
      email: OWNER.email,
      purpose: 'reset',
    });
    await api.passwordLinks.set({ token, password: 'my brand new secret' });
    expect((await refusal(api.admin.verify(before))).kind).toBe('unauthorized');
    expect((await refusal(api.admin.login(OWNER, HERE))).kind).toBe('unauthorized');
    await api.admin.login({ email: OWNER.email, password: 'my brand new secret' }, HERE);
    expect(
      (await refusal(api.passwordLinks.set({ token, password: 'again and again' }))).kind,
    ).toBe('gone');

    await api.passwordLinks.forgot({ email: OWNER.email }, HERE.address);
    const late = mailedToken(OWNER.email);
    api.clock.advance(RESET_MINUTES * 60 * SECOND + SECOND);
    expect(
      (await refusal(api.passwordLinks.set({ token: late, password: 'too late now' }))).kind,
    ).toBe('gone');
  });

  it('mails one address a few times an hour, and refuses a client that asks too often', async () => {
    for (let i = 0; i < FORGOT_LIMITS.perEmail.limit + 2; i++)
      expect(await api.passwordLinks.forgot({ email: OWNER.email }, HERE.address)).toEqual({
        message: FORGOT_PASSWORD_ANSWER,
      });
    expect(api.mail.sent).toHaveLength(FORGOT_LIMITS.perEmail.limit);

    for (let i = FORGOT_LIMITS.perEmail.limit + 2; i < FORGOT_LIMITS.perClient.limit; i++)
      await api.passwordLinks.forgot({ email: `guess${i}@club.test` }, HERE.address);
    expect(
      await refusal(api.passwordLinks.forgot({ email: 'one-more@club.test' }, HERE.address)),
    ).toMatchObject({
      kind: 'too-many',
      message: expect.stringContaining('Please try again in'),
    });
    // Another network is not held back by this one.
    await api.passwordLinks.forgot({ email: 'other@club.test' }, '198.51.100.7');
  });
});
