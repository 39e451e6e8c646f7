import {
  ACCOUNTS_PATH,
  adminPath,
  DEVICE_COOKIE,
  PASSWORD_PATHS,
  SESSION_COOKIE,
  SET_PASSWORD_SCREEN,
} from '@club/model';
import { expect } from 'vitest';
import { TEST_SITE, type Answer, type testApi } from './api.js';

type TestApi = Awaited<ReturnType<typeof testApi>>;

/** The `name=value` of the cookie `name` an answer set. */
export const cookieOf = (answer: Answer, name: string) =>
  answer.cookies.map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${name}=`));

/** What the accounts' tests do as a person would: invite by mail, click the link, sign in. */
export const accountSteps = (api: TestApi, owner: () => string) => {
  /** The token in the newest mail to `to`, from the link a person would click. */
  const mailedToken = async (to: string) => {
    const mail = (await api.sentMail()).filter((m) => m.destination.to.includes(to)).at(-1);
    const link = /https:\/\/\S+/.exec(mail?.body.text ?? '')?.[0] ?? '';
    expect(link.startsWith(`${TEST_SITE}${SET_PASSWORD_SCREEN}#token=`)).toBe(true);
    return new URL(link).hash.slice('#token='.length);
  };

  const invite = async (email: string) => {
    const answer = await api.call('POST', ACCOUNTS_PATH, {
      cookie: owner(),
      json: { email, role: 'editor' },
    });
    expect(answer.status).toBe(201);
    return mailedToken(email);
  };

  const setPassword = async (token: string, password: string) =>
    api.call('POST', PASSWORD_PATHS.set, { json: { token, password } });

  /** Signs in from `sourceIp`: the session and known-browser cookies. */
  const signIn = async (
    email: string,
    password: string,
    { sourceIp, device }: { sourceIp?: string; device?: string } = {},
  ) => {
    const answer = await api.call('POST', adminPath('login'), {
      json: { email, password },
      ...(sourceIp ? { sourceIp } : {}),
      ...(device ? { cookie: device } : {}),
    });
    expect(answer.status).toBe(200);
    return {
      session: cookieOf(answer, SESSION_COOKIE)!,
      device: cookieOf(answer, DEVICE_COOKIE)!,
    };
  };

  /** An editor invited by the owner, its password set from the mailed link. */
  const editor = async (email: string, password: string) => {
    expect((await setPassword(await invite(email), password)).status).toBe(200);
    return email;
  };

  return { mailedToken, invite, setPassword, signIn, editor };
};
