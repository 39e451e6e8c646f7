import { randomBytes } from 'node:crypto';
import { sessionsOf, type StoredAccount } from './accounts.js';
import type { RecordStore } from '../ports.js';
import { digestKey } from '../rate-limit.js';

const DEVICES = 'trusted-device';
/** A browser stays known this long after its last successful sign-in. */
export const DEVICE_DAYS = 365;
/** The browsers an account keeps known; the one seen longest ago is forgotten first. */
export const DEVICES_PER_ACCOUNT = 10;

const DAY_MS = 86_400_000;
// A write that lost to another sign-in of the same account reads again, this many times.
const RACES = 10;

interface KnownBrowser {
  /** The digest of the browser's token. */
  digest: string;
  /** Its last successful sign-in (epoch milliseconds). */
  seenAt: number;
}

/**
 * Browsers that have signed in to an account before (OWASP's "device cookies"). The cookie
 * holds a random token; the table holds one item per account listing the digests of its
 * browsers' tokens, so a token cannot be forged or moved to another account, a stolen table
 * yields no cookie, and an account keeps at most DEVICES_PER_ACCOUNT of them. The list is made
 * under the account's sessions (accounts.ts `sessionsOf`): whatever ends them (a new password,
 * a reset, disabling, removal, a move) forgets its browsers too. A known browser signs in within
 * its own limits while its account is locked for everyone else, so a stranger's wrong guesses
 * cannot lock the account's owner out.
 */
export const trustedDevices = (records: RecordStore, now: () => Date) => {
  const keyOf = (account: StoredAccount) => digestKey('account', account.id);

  /** The account's list item, and the browsers on it that are still known. */
  const read = async (account: StoredAccount) => {
    const item = await records.get(DEVICES, keyOf(account));
    const since = now().getTime() - DEVICE_DAYS * DAY_MS;
    const listed =
      item?.sessions === sessionsOf(account) && Array.isArray(item.browsers)
        ? (item.browsers as KnownBrowser[])
        : [];
    return { item, known: listed.filter((b) => b.seenAt > since) };
  };

  return {
    /** Whether `token` is a browser that has signed in to `account` since its sessions last ended. */
    async knows(token: string | undefined, account: StoredAccount | undefined) {
      if (!token || !account) return false;
      const digest = digestKey('device', token);
      return (await read(account)).known.some((b) => b.digest === digest);
    },

    /**
     * Remembers the browser behind a successful sign-in, forgetting the oldest beyond the
     * account's few; answers the token for its cookie ('' in the unlikely case that other
     * sign-ins of the account kept winning the write).
     */
    async remember(token: string | undefined, account: StoredAccount) {
      const fresh = randomBytes(32).toString('base64url');
      for (let race = 0; race < RACES; race++) {
        const { item, known } = await read(account);
        const next =
          token && known.some((b) => b.digest === digestKey('device', token)) ? token : fresh;
        const digest = digestKey('device', next);
        const seenAt = now().getTime();
        const browsers = [...known.filter((b) => b.digest !== digest), { digest, seenAt }];
        const version = Number(item?.version ?? 0);
        const list = {
          id: keyOf(account),
          sessions: sessionsOf(account),
          browsers: browsers.slice(-DEVICES_PER_ACCOUNT),
          version: version + 1,
          // DynamoDB's time-to-live forgets an account's browsers a year after the last sign-in.
          expiresAt: Math.floor(seenAt / 1000) + DEVICE_DAYS * 86_400,
        };
        const written = item
          ? await records.replace(DEVICES, list, version)
          : await records.create(DEVICES, list);
        if (written) return next;
      }
      return '';
    },
  };
};

export type TrustedDevices = ReturnType<typeof trustedDevices>;
