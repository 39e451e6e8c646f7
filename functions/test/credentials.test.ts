import { describe, expect, it } from 'vitest';
import { ADMIN, testApi } from './support/api.js';

describe('changing the admin credentials', () => {
  it('needs a session and the current password, refuses a weak one, and once changed ends every session', async () => {
    const api = await testApi({ table: 'credentials-test' });
    expect((await api.call('PUT', '/api/admin/update', { json: ADMIN })).status).toBe(401);

    const cookie = await api.login();
    const other = await api.login();
    const next = { email: 'new-admin@club.test', password: 'a much longer secret' };

    const unproven = await api.call('PUT', '/api/admin/update', { json: next, cookie });
    expect(unproven).toMatchObject({
      status: 400,
      body: { errors: { currentPassword: 'Enter your current password.' } },
    });
    const wrong = await api.call('PUT', '/api/admin/update', {
      json: { ...next, currentPassword: 'not the password' },
      cookie,
    });
    expect(wrong).toMatchObject({
      status: 403,
      body: { errors: { currentPassword: 'The current password is wrong.' } },
    });
    // Neither refusal changed anything or ended the session.
    expect((await api.call('GET', '/api/admin/protected', { cookie })).status).toBe(200);

    const weak = await api.call('PUT', '/api/admin/update', {
      json: { email: ADMIN.email, password: 'short', currentPassword: ADMIN.password },
      cookie,
    });
    expect(weak).toMatchObject({
      status: 400,
      body: { errors: { password: 'Password must be at least 8 characters.' } },
    });

    const changed = await api.call('PUT', '/api/admin/update', {
      json: { ...next, currentPassword: ADMIN.password },
      cookie,
    });
    expect(changed.status).toBe(200);
    for (const session of [cookie, other])
      expect((await api.call('GET', '/api/admin/protected', { cookie: session })).status).toBe(401);
    expect((await api.call('POST', '/api/admin/login', { json: ADMIN })).status).toBe(401);
    expect((await api.call('POST', '/api/admin/login', { json: next })).status).toBe(200);
  });
});
