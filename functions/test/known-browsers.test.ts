import { accountPath, adminPath, PASSWORD_PATHS } from '@club/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle } from '../src/domain/accounts/login-throttle.js';
import { accountSteps } from './support/accounts.js';
import { testApi } from './support/api.js';

// The rules are unit/known-browsers.test.ts's; these are the cookies and calls a browser sends.
let api: Awaited<ReturnType<typeof testApi>>;
let owner: string;
let steps: ReturnType<typeof accountSteps>;
beforeAll(async () => {
  api = await testApi();
  owner = await api.login();
  steps = accountSteps(api, () => owner);
});

const PASSWORD = 'the editor secret';
const unique = () => crypto.randomUUID().slice(0, 8);
const stranger = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;

/**
 * A stranger's five wrong guesses at the address, counted as the login counts them (without
 * five costly password checks): from now on only a browser the account knows gets in.
 */
const lockOut = async (email: string) => {
  const throttle = loginThrottle(api.deps.records);
  for (let i = 0; i < 5; i++) await throttle.attempt(email, stranger());
  const locked = await api.call('POST', adminPath('login'), {
    json: { email, password: PASSWORD },
    sourceIp: stranger(),
  });
  expect(locked.status).toBe(429);
};

/** The right password from `device`, on another network: 200 while it is known, 429 if not. */
const fromBrowser = async (email: string, device: string, password = PASSWORD) =>
  (
    await api.call('POST', adminPath('login'), {
      json: { email, password },
      cookie: device,
      sourceIp: `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    })
  ).status;

let eleven: Promise<{ email: string; devices: string[] }> | undefined;
/** An editor signed in from eleven browsers, one after another. */
const elevenBrowsers = () =>
  (eleven ??= (async () => {
    const email = await steps.editor(`browsers.${unique()}@club.test`, PASSWORD);
    const devices: string[] = [];
    for (let i = 0; i < 11; i++) devices.push((await steps.signIn(email, PASSWORD)).device);
    return { email, devices };
  })());

describe('known browsers', () => {
  it('are ten per account: the eleventh sign-in forgets the first browser', async () => {
    const { email, devices } = await elevenBrowsers();
    await lockOut(email);
    expect(await fromBrowser(email, devices[0]!)).toBe(429);
    expect(await fromBrowser(email, devices[10]!)).toBe(200);
  });

  it('count their failures against their network: 8 tokens do not buy 40 guesses', async () => {
    const { email, devices } = await elevenBrowsers();
    const here = '192.0.2.40';
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++)
      statuses.push(
        (
          await api.call('POST', adminPath('login'), {
            json: { email, password: `a guess ${i}` },
            cookie: devices[3 + (i % 8)]!,
            sourceIp: here,
          })
        ).status,
      );
    expect(statuses).toEqual([...Array(20).fill(401), ...Array(4).fill(429)]);
  });

  it("are forgotten whenever the account's sessions end", async () => {
    const endings: Record<string, (email: string, session: string) => Promise<unknown>> = {
      'a password change': (email, session) =>
        api.call('PUT', adminPath('update'), {
          cookie: session,
          json: { email, password: PASSWORD, currentPassword: PASSWORD },
        }),
      'a reset (npm run admin)': (email) =>
        api.deps.admin.resetAccount({ email, password: PASSWORD }),
      'a mailed link': async (email) => {
        await api.call('POST', PASSWORD_PATHS.forgot, { json: { email } });
        await steps.setPassword(await steps.mailedToken(email), PASSWORD);
      },
      'disabling, then enabling': async (email) => {
        for (const state of ['disabled', 'active']) {
          const { body } = await api.call('GET', accountPath(email), { cookie: owner });
          await api.call('PUT', accountPath(email), {
            cookie: owner,
            json: { role: body.role, state, version: body.version },
          });
        }
      },
    };
    const kept = await Promise.all(
      Object.entries(endings).map(async ([ending, end]) => {
        const email = await steps.editor(`ended.${unique()}@club.test`, PASSWORD);
        const { session, device } = await steps.signIn(email, PASSWORD);
        await end(email, session);
        await lockOut(email);
        return [ending, await fromBrowser(email, device)] as const;
      }),
    );
    expect(kept.filter(([, status]) => status !== 429)).toEqual([]);
  });
});
