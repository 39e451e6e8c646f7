import { beforeAll, describe, expect, it } from 'vitest';
import { adminPath, requiredMessage, SESSION_MESSAGES } from '@club/model';
import { hashPassword, unmatchableHash } from '../src/lib/passwords.js';
import { ADMIN, testApi } from './support/api.js';

let api: Awaited<ReturnType<typeof testApi>>;
beforeAll(async () => {
  api = await testApi();
});

describe('the administrator session', () => {
  it('logs in with the right password only, with an HttpOnly SameSite=Strict Secure cookie', async () => {
    const wrong = await api.call('POST', adminPath('login'), {
      json: { ...ADMIN, password: 'guess' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Wrong email or password.' } });
    expect(wrong.cookies).toEqual([]);
    const unknown = await api.call('POST', adminPath('login'), {
      json: { ...ADMIN, email: 'someone@else.test' },
    });
    expect(unknown.status).toBe(401);

    const ok = await api.call('POST', adminPath('login'), {
      json: { email: ADMIN.email.toUpperCase(), password: ADMIN.password },
    });
    expect(ok).toMatchObject({ status: 200, body: { email: ADMIN.email } });
    expect(ok.cookies[0]).toMatch(
      /^club_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+; Secure$/,
    );
  });

  it('answers the protected check only while the session lives, and logout ends it', async () => {
    expect((await api.call('GET', adminPath('protected'))).status).toBe(401);
    const cookie = await api.login();
    expect(await api.call('GET', adminPath('protected'), { cookie })).toMatchObject({
      status: 200,
      body: { email: ADMIN.email },
    });
    const out = await api.call('POST', adminPath('logout'), { cookie });
    expect(out).toMatchObject({ status: 200, body: { message: SESSION_MESSAGES.loggedOut } });
    expect(out.cookies[0]).toContain('Max-Age=0');
    expect((await api.call('GET', adminPath('protected'), { cookie })).status).toBe(401);
  });

  it('rejects a malformed login with field messages', async () => {
    const answer = await api.call('POST', adminPath('login'), { json: { email: 'nope' } });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        errors: {
          email: 'Email must be an e-mail address.',
          password: requiredMessage('Password'),
        },
      },
    });
  });

  it(
    'answers an unknown e-mail after the same scrypt work as a wrong password',
    {
      timeout: 120_000,
    },
    async () => {
      // The hash an unknown e-mail is checked against has the real hash's parameters.
      const parameters = (hash: string) => hash.split('$').slice(0, 4).join('$');
      expect(parameters(await unmatchableHash())).toBe(parameters(await hashPassword('x')));

      // And the answers take about as long. Interleaved, so load on the machine hits both alike;
      // a cheaper dummy hash (the old N=2^14) made the unknown e-mail's answer about 8 times faster.
      const sourceIp = '2001:db8::71';
      const timed = async (json: unknown) => {
        const start = performance.now();
        const answer = await api.call('POST', adminPath('login'), { json, sourceIp });
        expect(answer.status).toBe(401);
        return performance.now() - start;
      };
      const wrongPassword: number[] = [];
      const unknownEmail: number[] = [];
      for (let i = 0; i < 5; i++) {
        wrongPassword.push(await timed({ ...ADMIN, password: `guess ${i}` }));
        unknownEmail.push(await timed({ ...ADMIN, email: `nobody-${i}@club.test` }));
        // Keeps the administrator's address below its limit of failures.
        await api.login();
      }
      const median = (times: number[]) => times.toSorted((a, b) => a - b)[2]!;
      const ratio = median(unknownEmail) / median(wrongPassword);
      expect(ratio).toBeGreaterThan(0.6);
      expect(ratio).toBeLessThan(1 / 0.6);
    },
  );
});
