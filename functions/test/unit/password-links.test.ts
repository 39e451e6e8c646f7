import { SET_PASSWORD_SCREEN } from '@club/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../../src/domain/errors.js';
import { LOGIN_LIMITS } from '../../src/domain/accounts/login-throttle.js';
import { CLUB_SITE, fakeApi, type FakeApi } from '../fakes/services.js';

const ADMIN = { email: 'admin@club.test', password: 'correct horse battery' };
const OWNER = { email: ADMIN.email, role: 'owner' as const };
const HERE = { address: '192.0.2.1' };
const NEW_EDITOR = { email: 'new@club.test', role: 'editor' as const };

let api: FakeApi;
beforeEach(async () => {
  api = fakeApi();
  await api.admin.ensureAccount(ADMIN);
});

/** The token of the newest mail's link to `to`, as a person would click it. */
const mailedToken = (to: string) => {
  const link = api.mail.sent
    .filter((m) => m.to === to)
    .at(-1)
    ?.text.match(/https:\S+/)?.[0];
  expect(link?.startsWith(`${CLUB_SITE}${SET_PASSWORD_SCREEN}#token=`)).toBe(true);
  return new URL(link!).hash.slice('#token='.length);
};

/** What a link does now: 'works', or the kind of its refusal. */
const linkState = (token: string) =>
  api.passwordLinks.check({ token }).then(
    () => 'works',
    (error: unknown) => (error instanceof DomainError ? error.kind : Promise.reject(error)),
  );

describe('a mailed link', () => {
  it('dies with its account: removed, then invited again at the same address', async () => {
    await api.accounts.invite(NEW_EDITOR, OWNER);
    const first = mailedToken(NEW_EDITOR.email);
    await api.accounts.remove(NEW_EDITOR.email, OWNER);
    expect(await linkState(first)).toBe('gone');
    api.clock.advance(60_000);
    await api.accounts.invite(NEW_EDITOR, OWNER);
    const second = mailedToken(NEW_EDITOR.email);
    expect(await linkState(first)).toBe('gone');
    await expect(
      api.passwordLinks.set({ token: first, password: 'the first link' }),
    ).rejects.toMatchObject({ kind: 'gone' });
    expect(await linkState(second)).toBe('works');
  });

  it("works until the account's sessions end: another link used, or the account disabled", async () => {
    await api.accounts.invite(NEW_EDITOR, OWNER);
    const first = mailedToken(NEW_EDITOR.email);
    await api.accounts.reinvite(NEW_EDITOR.email, OWNER);
    const second = mailedToken(NEW_EDITOR.email);
    // A second invitation leaves the first working: either sets the password, once.
    expect(await linkState(first)).toBe('works');
    await api.passwordLinks.set({ token: second, password: 'a long new secret' });
    expect(await linkState(first)).toBe('gone');

    await api.passwordLinks.forgot({ email: NEW_EDITOR.email }, HERE.address);
    const reset = mailedToken(NEW_EDITOR.email);
    for (const state of ['disabled', 'active'])
      await api.accounts.change(
        NEW_EDITOR.email,
        { role: 'editor', state },
        (await api.accounts.get(NEW_EDITOR.email)).version,
        OWNER,
      );
    expect(await linkState(reset)).toBe('gone');
  });

  it('lifts the block on the address once it has set the password', async () => {
    const stranger = (i: number) => ({ address: `2001:db8::${i}` });
    for (let i = 0; i < LOGIN_LIMITS.perEmail.limit; i++)
      await api.admin.login({ ...ADMIN, password: `guess ${i}` }, stranger(i)).catch(() => {});
    await expect(api.admin.login(ADMIN, HERE)).rejects.toMatchObject({ kind: 'too-many' });
    await api.passwordLinks.forgot({ email: ADMIN.email }, HERE.address);
    await api.passwordLinks.set({ token: mailedToken(ADMIN.email), password: 'my new secret' });
    await api.admin.login({ ...ADMIN, password: 'my new secret' }, HERE);
  });
});
