import { accountPath, adminPath, PASSWORD_PATHS } from '@club/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle } from '../src/domain/accounts/login-throttle.js';
import { accountSteps } from './support/accounts.js';
import { testApi } from './support/api.js';

// The rules are unit/password-links.test.ts's; these are the calls a person (or a stranger) makes.
let api: Awaited<ReturnType<typeof testApi>>;
let owner: string;
let steps: ReturnType<typeof accountSteps>;
beforeAll(async () => {
  api = await testApi();
  owner = await api.login();
  steps = accountSteps(api, () => owner);
});

const unique = () => crypto.randomUUID().slice(0, 8);

describe('a mailed link', () => {
  it('of a removed account does not work for the account invited again at its address', async () => {
    const email = `again.${unique()}@club.test`;
    const first = await steps.invite(email);
    expect((await api.call('DELETE', accountPath(email), { cookie: owner })).status).toBe(200);
    const second = await steps.invite(email);
    const check = await api.call('POST', PASSWORD_PATHS.link, { json: { token: first } });
    expect(check).toMatchObject({
      status: 410,
      body: { message: expect.stringContaining('no longer works') },
    });
    expect((await steps.setPassword(first, 'the first link')).status).toBe(410);
    // The new invitation's link is the one that works.
    expect((await steps.setPassword(second, 'the second link')).status).toBe(200);
    await steps.signIn(email, 'the second link');
  });

  it('lifts the block a stranger put on the address, once it has set the password', async () => {
    const email = await steps.editor(`blocked.${unique()}@club.test`, 'the first secret');
    // A stranger's five wrong guesses, counted as the login counts them (without five costly
    // password checks).
    const throttle = loginThrottle(api.deps.records);
    for (let i = 0; i < 5; i++) await throttle.attempt(email, `203.0.113.${40 + i}`);
    const here = '198.51.100.77';
    const blocked = await api.call('POST', adminPath('login'), {
      json: { email, password: 'the first secret' },
      sourceIp: here,
    });
    expect(blocked.status).toBe(429);
    await api.call('POST', PASSWORD_PATHS.forgot, { json: { email }, sourceIp: here });
    const set = await steps.setPassword(await steps.mailedToken(email), 'the second secret');
    expect(set.status).toBe(200);
    await steps.signIn(email, 'the second secret', { sourceIp: here });
  });
});
