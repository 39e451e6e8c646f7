import { EMAIL_MAX } from '@club/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { moveAccount } from '../../src/domain/accounts/account-move.js';
import { mayBeAccountId, type AccountStore } from '../../src/domain/accounts/accounts.js';
import { DomainError } from '../../src/domain/errors.js';
import { fakeApi, type FakeApi } from '../fakes/services.js';

const ADMIN = { email: 'admin@club.test', password: 'correct horse battery' };
const OWNER = { email: ADMIN.email, role: 'owner' as const };
const HERE = { address: '192.0.2.1' };
const TOO_LONG = `Email is too long: an e-mail address has at most ${EMAIL_MAX} characters.`;

let api: FakeApi;
beforeEach(async () => {
  api = fakeApi();
  await api.admin.ensureAccount(ADMIN);
});

/** An address of `length` characters. */
const addressOf = (length: number) => `${'a'.repeat(60)}@${'b'.repeat(length - 66)}.test`;

const refusal = async (action: Promise<unknown>) => {
  const error = await action.then(
    () => expect.unreachable('it was not refused'),
    (e: unknown) => e,
  );
  if (!(error instanceof DomainError)) throw error;
  return { kind: error.kind, message: error.message, errors: error.fieldErrors };
};

/** The account store, with `meanwhile` run once just before the first removal of `id`. */
const racedOn = (accounts: AccountStore, id: string, meanwhile: () => Promise<unknown>) => {
  let raced = false;
  return {
    ...accounts,
    async remove(removed: string, version?: number) {
      if (removed === id && !raced) {
        raced = true;
        await meanwhile();
      }
      return accounts.remove(removed, version);
    },
  };
};

describe('an address', () => {
  it(`is at most ${EMAIL_MAX} characters wherever it is typed`, async () => {
    const long = addressOf(EMAIL_MAX + 1);
    const typed = {
      login: () => api.admin.login({ email: long, password: 'x' }, HERE),
      invite: () => api.accounts.invite({ email: long, role: 'editor' }, OWNER),
      'forgot password': () => api.passwordLinks.forgot({ email: long }, HERE.address),
      'change pass': () =>
        api.admin.changeCredentials(
          { email: long, password: 'a long new secret', currentPassword: ADMIN.password },
          HERE,
          OWNER,
        ),
    };
    for (const [where, act] of Object.entries(typed))
      expect([where, (await refusal(act())).errors]).toEqual([where, { email: TOO_LONG }]);
    expect((await api.accounts.list()).map((a) => a.id)).toEqual([ADMIN.email]);
    await api.accounts.invite({ email: addressOf(EMAIL_MAX), role: 'editor' }, OWNER);
  });

  it('names a stored account as long as it fits the table, however long it is', async () => {
    expect(mayBeAccountId(addressOf(EMAIL_MAX + 100))).toBe(true);
    expect(mayBeAccountId(`${'é'.repeat(500)}@club.test`)).toBe(true); // 1,010 bytes
    expect(mayBeAccountId(`${'é'.repeat(510)}@club.test`)).toBe(false); // 1,030 bytes
    expect(mayBeAccountId('no-at-sign.club.test')).toBe(false);
    expect(mayBeAccountId('')).toBe(false);

    // As an earlier version stored them, with addresses nobody could type today.
    const [active, invited] = [addressOf(300), addressOf(301)];
    const { version: _, ...seed } = await api.accounts.get(ADMIN.email);
    for (const [id, state] of [
      [active, 'active'],
      [invited, 'invited'],
    ] as const)
      await api.records.put('account', {
        ...seed,
        id,
        email: id,
        state,
        role: 'editor',
        version: 1,
      });
    expect((await api.accounts.get(active)).email).toBe(active);
    await api.accounts.change(active, { role: 'editor', state: 'disabled' }, 1, OWNER);
    expect((await refusal(api.accounts.reinvite(invited, OWNER))).message).toMatch(
      /^This address is longer than mail allows \(254 characters\)\. Remove the account/,
    );
    for (const id of [active, invited]) {
      await api.accounts.remove(id, OWNER);
      expect((await refusal(api.accounts.get(id))).kind).toBe('not-found');
    }
    expect(api.mail.sent).toEqual([]);
  });
});

describe('moving an account', () => {
  const NEW = 'moved@club.test';

  it('removes the old account whatever sign-ins wrote to it meanwhile', async () => {
    const before = (await api.admin.accounts.get(ADMIN.email))!;
    const signIn = () => api.admin.login(ADMIN, HERE);
    const accounts = racedOn(api.admin.accounts, ADMIN.email, signIn);
    await moveAccount(accounts, before, NEW, 'fake$hash');
    expect((await api.admin.accounts.list()).map((a) => a.id)).toEqual([NEW]);
  });

  it('is undone by any other change meanwhile: nothing changes, and it says so', async () => {
    const editor = { email: 'editor@club.test', password: 'the editor secret' };
    await api.admin.resetAccount(editor);
    const before = (await api.admin.accounts.get(editor.email))!;
    const disable = () =>
      api.accounts.change(editor.email, { role: 'owner', state: 'disabled' }, 1, OWNER);
    const accounts = racedOn(api.admin.accounts, editor.email, disable);
    expect(await refusal(moveAccount(accounts, before, NEW, 'fake$hash'))).toMatchObject({
      kind: 'conflict',
      message: expect.stringContaining('nothing was changed'),
    });
    expect(await api.admin.accounts.get(NEW)).toBeUndefined();
    expect((await api.admin.accounts.get(editor.email))?.state).toBe('disabled');
  });

  it('ends the old sessions for good, even when the account moves back', async () => {
    const session = (await api.admin.login(ADMIN, HERE)).token;
    const move = (from: string, email: string) =>
      api.admin.changeCredentials(
        { email, password: ADMIN.password, currentPassword: ADMIN.password },
        HERE,
        { email: from, role: 'owner' },
      );
    await move(ADMIN.email, NEW);
    await move(NEW, ADMIN.email);
    expect((await refusal(api.admin.verify(session))).kind).toBe('unauthorized');
  });
});
