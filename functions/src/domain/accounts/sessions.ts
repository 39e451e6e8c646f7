import { createHash, randomBytes } from 'node:crypto';
import { sessionsOf, type StoredAccount } from './accounts.js';
import type { Item, RecordStore } from '../ports.js';

const SESSIONS = 'session';

// Only a hash of the token is stored: a leaked table does not leak live sessions.
const tokenId = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Whether a stored session was made under the account's current sessions. One made before
 * sessions were bound to the account's creation carries only the epoch; it expires within
 * the session's hours.
 */
const madeUnder = (session: Item, account: StoredAccount) =>
  session.sessions === undefined
    ? Number(session.epoch ?? 0) === account.sessionEpoch
    : session.sessions === sessionsOf(account);

/**
 * The console's sessions: a random token in the cookie, its digest in the table with the
 * account it signed in to. A session lives until it expires, is logged out, or its account's
 * sessions end (accounts.ts `sessionsOf`).
 */
export const sessionStore = (records: RecordStore, now: () => Date) => ({
  /** A new session of `account` for `hours`; answers its token, for the cookie. */
  async open(account: StoredAccount, hours: number) {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now().getTime() + hours * 3600_000);
    await records.put(SESSIONS, {
      id: tokenId(token),
      email: account.id,
      sessions: sessionsOf(account),
      // DynamoDB's time-to-live removes expired sessions by this attribute (epoch seconds).
      expiresAt: Math.floor(expiresAt.getTime() / 1000),
    });
    return { token, expiresAt };
  },

  /** The account a live session was opened for; undefined when it has expired or never was. */
  async accountOf(token: string) {
    const session = await records.get(SESSIONS, tokenId(token));
    if (!session || Number(session.expiresAt) * 1000 <= now().getTime()) return undefined;
    return {
      email: String(session.email),
      /** Whether the session still holds for the account as it is now. */
      holdsFor: (account: StoredAccount) => madeUnder(session, account),
    };
  },

  async end(token: string) {
    await records.remove(SESSIONS, tokenId(token));
  },
});
