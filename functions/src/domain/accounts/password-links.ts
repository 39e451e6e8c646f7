import { randomBytes } from 'node:crypto';
import { INVITE_HOURS, RESET_MINUTES } from '@club/model';
import { sessionsOf, type StoredAccount } from './accounts.js';
import type { RecordStore } from '../ports.js';
import { digestKey } from '../rate-limit.js';

const LINKS = 'password-link';

export type LinkPurpose = 'invite' | 'reset';

const LIFETIME_MS: Record<LinkPurpose, number> = {
  invite: INVITE_HOURS * 3600_000,
  reset: RESET_MINUTES * 60_000,
};

/**
 * The mailed links that set a password: an invitation (48 h) or a reset (1 h). Only a digest of
 * the token is stored, so the table cannot be read for working links, and using one removes
 * it, so it works once even when two tabs send it at the same moment. A link is made under
 * the account's sessions (accounts.ts `sessionsOf`) and works only while they last: not for an
 * account removed (and perhaps invited again), nor once a password was set, by this link or
 * another, or the account disabled.
 */
export const passwordLinks = (records: RecordStore, now: () => Date) => {
  const find = async (token: string) => {
    const item = await records.get(LINKS, digestKey('link', token));
    // DynamoDB's time-to-live may remove an expired item a while after it expired.
    if (!item || Number(item.expiresAt) * 1000 <= now().getTime()) return undefined;
    return {
      email: String(item.email),
      purpose: item.purpose as LinkPurpose,
      sessions: String(item.sessions ?? ''),
    };
  };

  return {
    /** A new link's token; an earlier unused link of the account still works until it expires or its sessions end. */
    async make(account: StoredAccount, purpose: LinkPurpose) {
      const token = randomBytes(32).toString('base64url');
      await records.put(LINKS, {
        id: digestKey('link', token),
        email: account.id,
        purpose,
        sessions: sessionsOf(account),
        expiresAt: Math.floor((now().getTime() + LIFETIME_MS[purpose]) / 1000),
      });
      return token;
    },

    /** Who a working link is for; undefined when it is unknown, used or expired. */
    find,

    /** Uses the link up; undefined when it did not work (unknown, used, expired). */
    async use(token: string) {
      const found = await find(token);
      if (!found) return undefined;
      const removed = await records.remove(LINKS, digestKey('link', token));
      return removed ? found : undefined;
    },
  };
};

export type PasswordLinks = ReturnType<typeof passwordLinks>;
