import { randomUUID } from 'node:crypto';
import {
  accountPath,
  ACCOUNTS_PATH,
  ADMIN_ROOT,
  DEVICE_COOKIE,
  PASSWORD_PATHS,
  SESSION_COOKIE,
} from '@club/model';
import { send, type Answer } from './client.js';
import type { Target } from './figures.js';

/** The `name=value` of the cookie `name` an answer set, if it set one with a value. */
export const setCookie = (answer: Answer, name: string) =>
  (answer.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${name}=`) && c.length > name.length + 1);

/** An address of a check's own, new each time: `<what>.<random>@hardening.test`. */
export const freshAddress = (what: string) => `${what}.${randomUUID().slice(0, 8)}@hardening.test`;

interface Mail {
  destination: { to: string[] };
  body: { text?: string };
}

/**
 * What the account checks do as people do, over HTTP: the owner invites by mail, the invitee
 * opens the mailed link and sets a password, people sign in. `owner` is the owner's session
 * cookie; every request goes from `from` unless told otherwise.
 */
export const accountSteps = (target: Target, owner: string, from: string) => {
  /** The token of the newest mailed link to `to`, as a person would open it. */
  const mailedToken = async (to: string) => {
    // The emulator stores a mail before it answers, and the API answers after it sent.
    const store = (await (await fetch(`${target.mailUrl}/store`)).json()) as { emails: Mail[] };
    const mail = store.emails.filter((m) => m.destination.to.includes(to)).at(-1);
    const link = /https?:\/\/\S+#token=\S+/.exec(mail?.body.text ?? '')?.[0];
    if (!link) throw new Error(`No mail with a link reached ${to}.`);
    return new URL(link).hash.slice('#token='.length);
  };

  const login = (email: string, password: string, options: { from?: string; device?: string }) =>
    send(target, {
      path: `${ADMIN_ROOT}/login`,
      json: { email, password },
      from: options.from ?? from,
      ...(options.device ? { cookie: options.device } : {}),
    });

  const steps = {
    mailedToken,
    login,

    /** Invites `email` as an editor; answers the invitation's link token. */
    async invite(email: string) {
      const answer = await send(target, {
        path: ACCOUNTS_PATH,
        json: { email, role: 'editor' },
        cookie: owner,
        from,
      });
      if (answer.status !== 201)
        throw new Error(`Inviting ${email} answered ${answer.status}: ${answer.text}`);
      return mailedToken(email);
    },

    setPassword: (token: string, password: string, at = from) =>
      send(target, { path: PASSWORD_PATHS.set, json: { token, password }, from: at }),

    /** An editor invited and with its password set from the mailed link. */
    async editor(password: string, email = freshAddress('editor')) {
      const set = await steps.setPassword(await steps.invite(email), password);
      if (set.status !== 200) throw new Error(`Setting ${email}'s password answered ${set.status}`);
      return email;
    },

    /** A sign-in that must succeed: its session and known-browser cookies. */
    async signIn(
      email: string,
      password: string,
      options: { from?: string; device?: string } = {},
    ) {
      const answer = await login(email, password, options);
      const session = setCookie(answer, SESSION_COOKIE);
      if (answer.status !== 200 || !session)
        throw new Error(`${email} could not sign in (${answer.status}): ${answer.text}`);
      return { session, device: setCookie(answer, DEVICE_COOKIE) ?? '' };
    },

    /** The addresses the owner's list of accounts shows. */
    async listed() {
      const answer = await send(target, { path: ACCOUNTS_PATH, cookie: owner, from });
      if (answer.status !== 200) throw new Error(`The accounts answered ${answer.status}`);
      return new Set((answer.json as { id: string }[]).map((a) => a.id));
    },

    remove: (email: string) =>
      send(target, { method: 'DELETE', path: accountPath(email), cookie: owner, from }),

    /** The owner sets the account's state, over the version it reads first. */
    async setState(email: string, state: 'active' | 'disabled') {
      const seen = await send(target, { path: accountPath(email), cookie: owner, from });
      const { role, version } = seen.json as { role: string; version: number };
      return send(target, {
        method: 'PUT',
        path: accountPath(email),
        json: { role, state, version },
        cookie: owner,
        from,
      });
    },

    /** Wrong passwords for `email`, one from each of `strangers`: 5 lock it for new browsers. */
    async lockOut(email: string, strangers: string[]) {
      for (const stranger of strangers)
        await login(email, `wrong ${randomUUID()}`, { from: stranger });
    },
  };
  return steps;
};

export type AccountSteps = ReturnType<typeof accountSteps>;
