import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, testApi } from './support/api.js';
import { adminPath } from '@club/model';

let api: Awaited<ReturnType<typeof testApi>>;
beforeAll(async () => {
  api = await testApi();
});

// The rules of logging in (field messages, an unknown e-mail's cost, expiry) are
// unit/admin-session.test.ts's; these are the cookie and the calls.
describe('the administrator session', () => {
  it('logs in with the right password only, with an HttpOnly SameSite=Strict Secure cookie', async () => {
    const wrong = await api.call('POST', adminPath('login'), {
      json: { ...ADMIN, password: 'guess' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Wrong email or password.' } });
    expect(wrong.cookies).toEqual([]);

    const ok = await api.call('POST', adminPath('login'), {
      json: { email: ADMIN.email.toUpperCase(), password: ADMIN.password },
    });
    expect(ok).toMatchObject({ status: 200, body: { email: ADMIN.email, role: 'owner' } });
    expect(ok.cookies[0]).toMatch(
      /^club_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+; Secure$/,
    );
    // The known-browser cookie: sent back only to the session calls, for a year.
    expect(ok.cookies[1]).toMatch(
      /^club_device=[\w-]{43}; Path=\/api\/admin\/; HttpOnly; SameSite=Strict; Max-Age=31536000; Secure$/,
    );
  });

  it('answers the protected check only while the session lives, and logout ends it', async () => {
    expect((await api.call('GET', adminPath('protected'))).status).toBe(401);
    const cookie = await api.login();
    expect(await api.call('GET', adminPath('protected'), { cookie })).toMatchObject({
      status: 200,
      body: { email: ADMIN.email, role: 'owner' },
    });
    const out = await api.call('POST', adminPath('logout'), { cookie });
    expect(out).toMatchObject({ status: 200, body: { message: 'Logout successfully' } });
    expect(out.cookies[0]).toContain('Max-Age=0');
    expect((await api.call('GET', adminPath('protected'), { cookie })).status).toBe(401);
  });
});
