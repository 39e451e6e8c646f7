import { describe, expect, it } from 'vitest';
import { ADMIN, testApi } from './support/api.js';
import { adminPath } from '@club/model';

// What is refused and why (a missing or weak password, guesses throttled) is
// unit/admin-session.test.ts's; these are the answers and the session cookies.
describe('changing the admin credentials', () => {
  it('needs a session and the current password, and once changed ends every session', async () => {
    const api = await testApi({ table: 'credentials-test' });
    expect((await api.call('PUT', adminPath('update'), { json: ADMIN })).status).toBe(401);

    const cookie = await api.login();
    const other = await api.login();
    const next = { email: 'new-admin@club.test', password: 'a much longer secret' };

    const wrong = await api.call('PUT', adminPath('update'), {
      json: { ...next, currentPassword: 'not the password' },
      cookie,
    });
    expect(wrong).toMatchObject({
      status: 403,
      body: { errors: { currentPassword: 'The current password is wrong.' } },
    });
    const changed = await api.call('PUT', adminPath('update'), {
      json: { ...next, currentPassword: ADMIN.password },
      cookie,
    });
    expect(changed.status).toBe(200);
    for (const session of [cookie, other])
      expect((await api.call('GET', adminPath('protected'), { cookie: session })).status).toBe(401);
    expect((await api.call('POST', adminPath('login'), { json: ADMIN })).status).toBe(401);
    expect((await api.call('POST', adminPath('login'), { json: next })).status).toBe(200);
  });
});
