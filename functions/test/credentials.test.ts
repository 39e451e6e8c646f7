import { describe, expect, it } from 'vitest';
import { adminPath } from '@club/model';
import { ADMIN, testApi } from './support/api.js';

describe('changing the admin credentials', () => {
  it('needs a session and the current password, refuses a weak one, and once changed ends every session', async () => {
    const api = await testApi({ table: 'credentials-test' });
    expect((await api.call('PUT', adminPath('update'), { json: ADMIN })).status).toBe(401);

    const cookie = await api.login();
    const other = await api.login();
    const next = { email: 'new-admin@club.test', password: 'a much longer secret' };

    const unproven = await api.call('PUT', adminPath('update'), { json: next, cookie });
    expect(unproven).toMatchObject({
      status: 400,
      body: { errors: { currentPassword: 'Enter your current password.' } },
    });
    const wrong = await api.call('PUT', adminPath('update'), {
      json: { ...next, currentPassword: 'not the password' },
      cookie,
    });
    expect(wrong).toMatchObject({
      status: 403,
      body: { errors: { currentPassword: 'The current password is wrong.' } },
    });
    // Neither refusal changed anything or ended the session.
    expect((await api.call('GET', adminPath('protected'), { cookie })).status).toBe(200);

    const weak = await api.call('PUT', adminPath('update'), {
      json: { email: ADMIN.email, password: 'short', currentPassword: ADMIN.password },
      cookie,
    });
    expect(weak).toMatchObject({
      status: 400,
      body: { errors: { password: 'Password must be at least 8 characters.' } },
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

describe('guessing the current password with a live session', () => {
  it('is throttled like logins: 5 wrong tries, then 429 even for the right one', async () => {
    const api = await testApi({ table: 'credentials-guess-test' });
    const cookie = await api.login();
    const next = { email: ADMIN.email, password: 'a much longer secret' };
    const guess = (currentPassword: string) =>
      api.call('PUT', adminPath('update'), { json: { ...next, currentPassword }, cookie });

    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await guess(`guess number ${i}`)).status);
    expect(statuses).toEqual([...Array(5).fill(403), ...Array(20).fill(429)]);

    const right = await guess(ADMIN.password);
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^Too many failed logins for this address\. Try again in/);
    // The guesses spent the address's logins too, and nothing was changed.
    expect((await api.call('POST', adminPath('login'), { json: ADMIN })).status).toBe(429);
    expect((await api.call('GET', adminPath('protected'), { cookie })).status).toBe(200);
  });

  it('forgets the failures once the right password is given, so the next login is not refused', async () => {
    const api = await testApi({ table: 'credentials-reset-test' });
    const cookie = await api.login();
    const guess = (currentPassword: string) =>
      api.call('PUT', adminPath('update'), {
        json: { email: ADMIN.email, password: ADMIN.password, currentPassword },
        cookie,
      });
    for (let i = 0; i < 4; i++) expect((await guess('wrong guess')).status).toBe(403);
    expect((await guess(ADMIN.password)).status).toBe(200);
    const again = await api.login();
    expect((await api.call('GET', adminPath('protected'), { cookie: again })).status).toBe(200);
  });
});
