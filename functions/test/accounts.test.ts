import {
  accountPath,
  ACCOUNTS_PATH,
  adminPath,
  AUDIT_PATH,
  FORGOT_PASSWORD_ANSWER,
  PASSWORD_PATHS,
  restPath,
  service,
  SET_PASSWORD_SCREEN,
} from '@club/model';
import { ownerRoutes, sessionRoutes } from '@club/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, TEST_SITE, testApi } from './support/api.js';

// The rules (last owner, expiry, limits) are unit/accounts.test.ts's; these are the calls, the
// mails as SES takes them, and the roles on every route of both faces.
let api: Awaited<ReturnType<typeof testApi>>;
let owner: string;
beforeAll(async () => {
  api = await testApi();
  owner = await api.login();
});

const unique = () => crypto.randomUUID().slice(0, 8);

/** The token in the newest mail to `to`, from the link a person would click. */
const mailedToken = async (to: string) => {
  const mail = (await api.sentMail()).filter((m) => m.destination.to.includes(to)).at(-1);
  const link = /https:\/\/\S+/.exec(mail?.body.text ?? '')?.[0] ?? '';
  expect(link.startsWith(`${TEST_SITE}${SET_PASSWORD_SCREEN}#token=`)).toBe(true);
  return new URL(link).hash.slice('#token='.length);
};

const signIn = async (email: string, password: string) => {
  const answer = await api.call('POST', adminPath('login'), { json: { email, password } });
  expect(answer.status).toBe(200);
  return answer.cookies[0]!.split(';')[0]!;
};

/** An account invited by the owner, its password set from the mailed link, signed in. */
const invited = async (role: 'owner' | 'editor') => {
  const email = `${role}.${unique()}@club.test`;
  const invite = await api.call('POST', ACCOUNTS_PATH, { cookie: owner, json: { email, role } });
  expect(invite).toMatchObject({ status: 201, body: { email, role, state: 'invited' } });
  const token = await mailedToken(email);
  const link = await api.call('POST', PASSWORD_PATHS.link, { json: { token } });
  expect(link).toMatchObject({ status: 200, body: { email, purpose: 'invite' } });
  const set = await api.call('POST', PASSWORD_PATHS.set, {
    json: { token, password: 'a long new secret' },
  });
  expect(set).toMatchObject({ status: 200, body: { email } });
  return { email, cookie: await signIn(email, 'a long new secret') };
};

/**
 * Each route's status, ten calls at a time: all 120 at once, beside the other suites, once
 * made the shared emulator fail a few reads (500) in a CI run, which is not what this checks.
 */
const statuses = async (routes: ReturnType<typeof sessionRoutes>, cookie: string) => {
  const answers: (readonly [string, number])[] = [];
  for (let i = 0; i < routes.length; i += 10)
    answers.push(
      ...(await Promise.all(
        routes
          .slice(i, i + 10)
          .map(
            async (r) => [r.name, (await api.call(r.method, r.path, { cookie })).status] as const,
          ),
      )),
    );
  return Object.fromEntries(answers);
};

const everyRoute = (account: string) => [
  ...sessionRoutes({ record: () => crypto.randomUUID(), message: crypto.randomUUID() }),
  ...ownerRoutes(account),
];

describe('accounts with roles', () => {
  it('an owner invites by mail; the link sets the password once; the editor signs in as editor', async () => {
    const editor = await invited('editor');
    expect(await api.call('GET', adminPath('protected'), { cookie: editor.cookie })).toMatchObject({
      status: 200,
      body: { email: editor.email, role: 'editor' },
    });
    const mail = (await api.sentMail()).filter((m) => m.destination.to.includes(editor.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      from: api.config.MAIL_FROM,
      replyTo: [api.config.CONTACT_TO],
      subject: expect.stringContaining('You are invited to edit the site'),
    });
    const list = await api.call('GET', ACCOUNTS_PATH, { cookie: owner });
    expect(list.headers['content-range']).toBe(
      `account 0-${list.body.length - 1}/${list.body.length}`,
    );
    expect(list.body).toContainEqual(
      expect.objectContaining({
        email: editor.email,
        role: 'editor',
        state: 'active',
        invitedBy: ADMIN.email,
      }),
    );
    expect(JSON.stringify(list.body)).not.toContain('passwordHash');
  });

  it('an editor is refused every account call (403) and reaches every other call', async () => {
    const editor = await invited('editor');
    const refused = await statuses(ownerRoutes(ADMIN.email), editor.cookie);
    expect(Object.values(refused).every((status) => status === 403)).toBe(true);
    const answer = await api.call('GET', ACCOUNTS_PATH, { cookie: editor.cookie });
    expect(answer.body.message).toBe(
      'Only an owner of the site can manage accounts, read the audit log and export the whole site.',
    );
    const reached = await statuses(
      sessionRoutes({ record: () => crypto.randomUUID(), message: crypto.randomUUID() }),
      editor.cookie,
    );
    expect(
      Object.entries(reached).filter(([, status]) => status === 401 || status === 403),
    ).toEqual([]);
    // The owner's list did not change for the editor's tries.
    expect((await api.call('GET', accountPath(ADMIN.email), { cookie: owner })).body.role).toBe(
      'owner',
    );
  });

  it('disabling an account answers 401 on every call at once, and it cannot sign in', async () => {
    const editor = await invited('editor');
    const { body: seen } = await api.call('GET', accountPath(editor.email), { cookie: owner });
    const disabled = await api.call('PUT', accountPath(editor.email), {
      cookie: owner,
      json: { role: 'editor', state: 'disabled', version: seen.version },
    });
    expect(disabled).toMatchObject({ status: 200, body: { state: 'disabled' } });
    const answers = await statuses(everyRoute(editor.email), editor.cookie);
    expect(Object.entries(answers).filter(([, status]) => status !== 401)).toEqual([]);
    const again = await api.call('POST', adminPath('login'), {
      json: { email: editor.email, password: 'a long new secret' },
    });
    expect(again).toMatchObject({
      status: 401,
      body: { message: expect.stringContaining('disabled') },
    });
  });

  it('keeps one active owner: the last one is not demoted, and nobody removes their own account', async () => {
    const { body: me } = await api.call('GET', accountPath(ADMIN.email), { cookie: owner });
    const demote = await api.call('PUT', accountPath(ADMIN.email), {
      cookie: owner,
      json: { role: 'editor', state: 'active', version: me.version },
    });
    // Other files' owners may exist in a shared table only if they share it: this one is the file's own.
    expect(demote).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('last active owner') },
    });
    const removeSelf = await api.call('DELETE', accountPath(ADMIN.email), { cookie: owner });
    expect(removeSelf.status).toBe(409);
    expect((await api.call('GET', adminPath('protected'), { cookie: owner })).body.role).toBe(
      'owner',
    );
  });
});

describe('a lockout', () => {
  // Ten password checks in one test: scrypt takes seconds each beside the other suites.
  it('keeps out every browser but one that signed in to the account before', async () => {
    const { email } = await invited('editor');
    const known = await api.call('POST', adminPath('login'), {
      json: { email, password: 'a long new secret' },
    });
    const device = known.cookies
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith('club_device='));
    expect(device).toBeDefined();
    // Someone elsewhere guesses until the address is locked.
    for (let i = 0; i < 5; i++)
      await api.call('POST', adminPath('login'), {
        json: { email, password: `guess ${i}` },
        sourceIp: `203.0.113.${i + 1}`,
      });
    const stranger = await api.call('POST', adminPath('login'), {
      json: { email, password: 'a long new secret' },
      sourceIp: '203.0.113.99',
    });
    expect(stranger.status).toBe(429);
    // The right password from the account's own browser still signs in; a made-up cookie does not.
    const own = await api.call('POST', adminPath('login'), {
      json: { email, password: 'a long new secret' },
      cookie: device!,
    });
    expect(own.status).toBe(200);
    const forged = await api.call('POST', adminPath('login'), {
      json: { email, password: 'a long new secret' },
      cookie: `club_device=${'x'.repeat(43)}`,
    });
    expect(forged.status).toBe(429);
  });
});

describe('"Forgot password?"', () => {
  it('answers the same for anyone, mails a one-time link, and the reset ends the other sessions', async () => {
    const account = await invited('owner');
    const unknown = await api.call('POST', PASSWORD_PATHS.forgot, {
      json: { email: `nobody.${unique()}@club.test` },
    });
    const known = await api.call('POST', PASSWORD_PATHS.forgot, { json: { email: account.email } });
    expect(unknown).toEqual({ ...known, headers: unknown.headers });
    expect(known).toMatchObject({ status: 200, body: { message: FORGOT_PASSWORD_ANSWER } });

    const token = await mailedToken(account.email);
    const set = await api.call('POST', PASSWORD_PATHS.set, {
      json: { token, password: 'the newest secret' },
    });
    expect(set.status).toBe(200);
    expect((await api.call('GET', adminPath('protected'), { cookie: account.cookie })).status).toBe(
      401,
    );
    const reused = await api.call('POST', PASSWORD_PATHS.set, {
      json: { token, password: 'someone else' },
    });
    expect(reused).toMatchObject({
      status: 410,
      body: { message: expect.stringContaining('no longer works') },
    });
    await signIn(account.email, 'the newest secret');
  });
});

describe('the audit log', () => {
  const auditOf = async (filter: Record<string, string>, cookie = owner) =>
    api.call('GET', AUDIT_PATH, { cookie, query: { filter: JSON.stringify(filter) } });

  it('shows the owner who signed in, who failed, who changed which record, filtered by person and kind', async () => {
    const editor = await invited('editor');
    const failed = await api.call('POST', adminPath('login'), {
      json: { email: editor.email, password: 'not the password' },
      sourceIp: '198.51.100.23',
    });
    expect(failed.status).toBe(401);
    const title = `Line following ${unique()}`;
    const created = await api.call('POST', restPath(service), {
      cookie: editor.cookie,
      json: { title, description: 'Robots that follow a line.', icon: 'fa-robot' },
    });
    expect(created.status).toBe(201);

    const mine = await auditOf({ who: editor.email });
    expect(mine.status).toBe(200);
    expect(mine.headers['content-range']).toMatch(/^audit 0-\d+\/\d+$/);
    const lines = mine.body.map((e: { kind: string; what: string; ok: boolean }) => [
      e.kind,
      e.what,
      e.ok,
    ]);
    // Newest first.
    expect(lines).toEqual([
      ['content', `Created service “${title}”`, true],
      ['sign-in', 'Sign-in refused: Wrong email or password.', false],
      ['sign-in', 'Signed in', true],
      ['password', 'Accepted the invitation and chose a password', true],
    ]);
    expect(mine.body[1].address).toBe('198.51.100.23');
    const invites = await auditOf({ who: ADMIN.email, kind: 'account' });
    expect(invites.body.map((e: { what: string }) => e.what)).toContain(
      `Invited ${editor.email} as editor`,
    );
    expect((await auditOf({ who: editor.email, kind: 'account' })).body).toEqual([]);

    // Only owners read it, and a filter it cannot read changes nothing and says why.
    expect((await auditOf({}, editor.cookie)).status).toBe(403);
    expect(await auditOf({ from: '2026-02-30' })).toMatchObject({
      status: 400,
      body: { errors: { from: 'This date does not exist.' } },
    });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await auditOf({ from: tomorrow })).body).toEqual([]);
  });
});
