import { describe, expect, it } from 'vitest';
import { ADMIN, testApi } from './support/api.js';

describe('changing the admin credentials', () => {
  it('needs a session, refuses a weak password, and once changed ends every session', async () => {
    const api = await testApi({ table: 'credentials-test' });
    expect((await api.call('PUT', '/api/admin/update', { json: ADMIN })).status).toBe(401);

    const cookie = await api.login();
    const other = await api.login();
    const weak = await api.call('PUT', '/api/admin/update', {
      json: { email: ADMIN.email, password: 'short' },
      cookie,
    });
    expect(weak).toMatchObject({
      status: 400,
      body: { errors: { password: 'Password must be at least 8 characters.' } },
    });

    const next = { email: 'new-admin@club.test', password: 'a much longer secret' };
    const changed = await api.call('PUT', '/api/admin/update', { json: next, cookie });
    expect(changed.status).toBe(200);
    for (const session of [cookie, other])
      expect((await api.call('GET', '/api/admin/protected', { cookie: session })).status).toBe(401);
    expect((await api.call('POST', '/api/admin/login', { json: ADMIN })).status).toBe(401);
    expect((await api.call('POST', '/api/admin/login', { json: next })).status).toBe(200);
  });
});
