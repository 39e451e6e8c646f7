import { randomBytes } from 'node:crypto';
import type { RecordStore } from './ports.js';
import { digestKey } from './rate-limit.js';

const DEVICES = 'trusted-device';
/** A browser stays known this long after its last successful sign-in. */
export const DEVICE_DAYS = 365;

/**
 * Browsers that have signed in to an account before (OWASP's "device cookies"). The cookie
 * holds a random token; the table holds only its digest and the account it proved, so a token
 * cannot be forged or moved to another account, and a stolen table yields no cookie. A known
 * browser signs in within its own limit while its account is locked for everyone else, so a
 * stranger's wrong guesses cannot lock the account's owner out.
 */
export const trustedDevices = (records: RecordStore, now: () => Date) => ({
  /** Whether `token` is a browser that has signed in to `email` before. */
  async knows(token: string | undefined, email: string) {
    if (!token) return false;
    const item = await records.get(DEVICES, digestKey('device', token));
    return (
      item !== undefined &&
      item.email === email.trim().toLowerCase() &&
      Number(item.expiresAt) * 1000 > now().getTime()
    );
  },

  /** Remembers the browser behind a successful sign-in; answers the token for its cookie. */
  async remember(token: string | undefined, email: string) {
    const kept = token && (await this.knows(token, email)) ? token : undefined;
    const next = kept ?? randomBytes(32).toString('base64url');
    await records.put(DEVICES, {
      id: digestKey('device', next),
      email: email.trim().toLowerCase(),
      // DynamoDB's time-to-live forgets a browser not seen for a year.
      expiresAt: Math.floor(now().getTime() / 1000) + DEVICE_DAYS * 86_400,
    });
    return next;
  },
});

export type TrustedDevices = ReturnType<typeof trustedDevices>;
