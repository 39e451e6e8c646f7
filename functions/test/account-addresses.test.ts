import { accountPath, ACCOUNTS_PATH, adminPath, PASSWORD_PATHS, SESSION_COOKIE } from '@club/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountSteps, cookieOf } from './support/accounts.js';
import { ADMIN, testApi } from './support/api.js';

// The rules are unit/account-moves.test.ts's; these are the calls an editor or an owner makes.
let api: Awaited<ReturnType<typeof testApi>>;
let owner: string;
let steps: ReturnType<typeof accountSteps>;
beforeAll(async () => {
  api = await testApi();
  owner = await api.login();
  steps = accountSteps(api, () => owner);
});

const unique = () => crypto.randomUUID().slice(0, 8);
/** An address of `length` characters. */
const addressOf = (length: number) => {
  const local = `long.${unique()}`;
  return `${local}@${'d'.repeat(length - local.length - 6)}.test`;
};
const TOO_LONG = 'Email is too long: an e-mail address has at most 254 characters.';

describe('an address over 254 characters', () => {
  it('is refused wherever it is typed, and nothing changes', async () => {
    const email = await steps.editor(`editor.${unique()}@club.test`, 'the editor secret');
    const { session } = await steps.signIn(email, 'the editor secret');
    const long = addressOf(259);
    const answers = {
      login: await api.call('POST', adminPath('login'), {
        json: { email: long, password: 'any password' },
      }),
      invite: await api.call('POST', ACCOUNTS_PATH, {
        cookie: owner,
        json: { email: long, role: 'editor' },
      }),
      'change pass': await api.call('PUT', adminPath('update'), {
        cookie: session,
        json: { email: long, password: 'a new long secret', currentPassword: 'the editor secret' },
      }),
      'forgot password': await api.call('POST', PASSWORD_PATHS.forgot, { json: { email: long } }),
    };
    for (const [where, answer] of Object.entries(answers))
      expect([where, answer.status, answer.body]).toEqual([
        where,
        400,
        { message: TOO_LONG, errors: { email: TOO_LONG } },
      ]);
    const ids = (await api.call('GET', ACCOUNTS_PATH, { cookie: owner })).body.map(
      (a: { id: string }) => a.id,
    );
    expect(ids).toContain(email);
    expect(ids).not.toContain(long);
    expect((await api.call('GET', adminPath('protected'), { cookie: session })).status).toBe(200);
  });

  it('of an account stored by an earlier version: the owner reads, disables and removes it', async () => {
    const long = addressOf(262);
    await api.deps.records.put('account', {
      id: long,
      email: long,
      role: 'editor',
      state: 'active',
      passwordHash: 'scrypt$131072$8$1$c2FsdA$aGFzaA',
      sessionEpoch: 0,
      createdAt: new Date().toISOString(),
      invitedBy: ADMIN.email,
      lastSignInAt: '',
      version: 1,
    });
    const read = await api.call('GET', accountPath(long), { cookie: owner });
    expect(read).toMatchObject({ status: 200, body: { email: long, state: 'active' } });
    const disabled = await api.call('PUT', accountPath(long), {
      cookie: owner,
      json: { role: 'editor', state: 'disabled', version: read.body.version },
    });
    expect(disabled).toMatchObject({ status: 200, body: { state: 'disabled' } });
    expect((await api.call('DELETE', accountPath(long), { cookie: owner })).status).toBe(200);
    const list = await api.call('GET', ACCOUNTS_PATH, { cookie: owner });
    expect(list.body.map((a: { id: string }) => a.id)).not.toContain(long);
    expect((await api.call('GET', accountPath(long), { cookie: owner })).status).toBe(404);
  });
});

describe('moving an account to a new address', () => {
  // Each try: the old password signs in three times while the account moves.
  it('leaves no old account, however sign-ins with the old password interleave', async () => {
    for (let i = 0; i < 3; i++) {
      const from = await steps.editor(`mover.${unique()}@club.test`, 'the old password');
      const to = `moved.${unique()}@club.test`;
      const { session } = await steps.signIn(from, 'the old password');
      const [moved] = await Promise.all([
        api.call('PUT', adminPath('update'), {
          cookie: session,
          json: { email: to, password: 'the new password', currentPassword: 'the old password' },
        }),
        ...Array.from({ length: 3 }, () =>
          api.call('POST', adminPath('login'), {
            json: { email: from, password: 'the old password' },
          }),
        ),
      ]);
      expect(moved.status).toBe(200);
      const again = await api.call('POST', adminPath('login'), {
        json: { email: from, password: 'the old password' },
      });
      expect(again.status).toBe(401);
      expect((await api.call('GET', adminPath('protected'), { cookie: session })).status).toBe(401);
      const ids = (await api.call('GET', ACCOUNTS_PATH, { cookie: owner })).body.map(
        (a: { id: string }) => a.id,
      );
      expect([ids.includes(from), ids.includes(to)]).toEqual([false, true]);
      const signedIn = await api.call('POST', adminPath('login'), {
        json: { email: to, password: 'the new password' },
      });
      expect(cookieOf(signedIn, SESSION_COOKIE)).toBeDefined();
    }
  });
});
