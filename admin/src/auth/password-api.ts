import { FORGOT_PASSWORD_ANSWER, PASSWORD_PATHS } from '@club/model';
import { fetchUtils } from 'react-admin';

/**
 * The calls a person makes without a session: asking for a reset link, and using a mailed
 * link (an invitation or a reset) to set a password. Each rejects as fetchJson does, with the
 * API's `{message}` or `{errors}` in the error's body (see http-errors.ts).
 */
const post = async (path: string, body: Record<string, string>) =>
  (await fetchUtils.fetchJson(path, { method: 'POST', body: JSON.stringify(body) })).json as
    Record<string, unknown> | undefined;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What a mailed link is for: choosing the first password, or a new one. */
export type LinkPurpose = 'invite' | 'reset';

export interface WorkingLink {
  email: string;
  purpose: LinkPurpose;
}

/** Mails a link if the address has an account; the answer is the same either way. */
export const askForResetLink = async (email: string) =>
  text((await post(PASSWORD_PATHS.forgot, { email }))?.message) || FORGOT_PASSWORD_ANSWER;

/** Who a link is for, if it still works (410 when it is unknown, used or expired). */
export const checkLink = async (token: string): Promise<WorkingLink> => {
  const answer = await post(PASSWORD_PATHS.link, { token });
  return {
    email: text(answer?.email),
    purpose: answer?.purpose === 'invite' ? 'invite' : 'reset',
  };
};

/** Sets the password with the link, once; answers the server's words for the login screen. */
export const setPasswordWithLink = async (token: string, password: string) => {
  const answer = await post(PASSWORD_PATHS.set, { token, password });
  return { email: text(answer?.email), message: text(answer?.message) };
};
