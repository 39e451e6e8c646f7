import { tooMany } from '../errors.js';
import type { RecordStore } from '../ports.js';
import { digestKey as key, slidingWindow, waitFor, type RateLimit } from '../rate-limit.js';

/**
 * Failed logins allowed within a quarter of an hour: enough for a person who mistypes, far too
 * few to guess a password. Per client address as well, so one machine cannot try one password
 * on many e-mail addresses.
 */
export const LOGIN_LIMITS = {
  perEmail: { limit: 5, windowSeconds: 15 * 60 },
  perClient: { limit: 20, windowSeconds: 15 * 60 },
  /** A browser that signed in before, while its account is locked for everyone else. */
  perDevice: { limit: 5, windowSeconds: 15 * 60 },
  /**
   * Known browsers' failures from one client address, whatever their tokens: many tokens are
   * not many more guesses. Counted apart from strangers' failures, which must not lock a known
   * browser out on a network it shares with them.
   */
  perKnownClient: { limit: 20, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimit>;

const COLLECTION = 'login-throttle';

export const loginThrottle = (records: RecordStore, now: () => Date = () => new Date()) => {
  const perEmail = slidingWindow(records, COLLECTION, LOGIN_LIMITS.perEmail, now);
  const perClient = slidingWindow(records, COLLECTION, LOGIN_LIMITS.perClient, now);
  const perDevice = slidingWindow(records, COLLECTION, LOGIN_LIMITS.perDevice, now);
  const perKnownClient = slidingWindow(records, COLLECTION, LOGIN_LIMITS.perKnownClient, now);

  const emailKey = (email: string) => key('email', email.trim().toLowerCase());

  return {
    /** Lifts the block on an address: its owner has just proven who they are another way. */
    forgive: (email: string) => perEmail.reset(emailKey(email)),

    /**
     * Counts a login attempt as failed before the password is checked, so attempts sent in
     * parallel cannot all slip in before the first failure is written. Over a limit it answers
     * 429 without checking the password at all: the right one does not help during the block.
     * Call `succeeded` on the answer when the password was right. `knownDevice` is the token
     * of a browser that has signed in to this address before (trusted-devices.ts).
     */
    async attempt(email: string, clientAddress: string, { knownDevice = '' } = {}) {
      if (knownDevice) {
        // The account's own browser: counted on its own, untouched by strangers' failures.
        const deviceKey = key('device', knownDevice);
        const byDevice = await perDevice.claim(deviceKey);
        if (!byDevice.allowed)
          throw tooMany(
            `Too many failed logins from this browser. Try again in ${waitFor(byDevice.retryAt, now())}.`,
          );
        const knownClientKey = key('known-client', clientAddress);
        const byClient = await perKnownClient.claim(knownClientKey);
        if (!byClient.allowed) {
          await perDevice.release(deviceKey, byDevice.at);
          throw tooMany(
            `Too many failed logins from this network. Try again in ${waitFor(byClient.retryAt, now())}.`,
          );
        }
        return {
          succeeded: () =>
            Promise.all([
              perDevice.reset(deviceKey),
              perKnownClient.release(knownClientKey, byClient.at),
            ]),
        };
      }
      const byEmail = await perEmail.claim(emailKey(email));
      if (!byEmail.allowed)
        throw tooMany(
          `Too many failed logins for this address. Try again in ${waitFor(byEmail.retryAt, now())}.`,
        );
      const clientKey = key('client', clientAddress);
      const byClient = await perClient.claim(clientKey);
      if (!byClient.allowed) {
        // Not tried, so it does not count against the e-mail address.
        await perEmail.release(emailKey(email), byEmail.at);
        throw tooMany(
          `Too many failed logins from this network. Try again in ${waitFor(byClient.retryAt, now())}.`,
        );
      }
      return {
        /** The address starts afresh; the client's other failures still count. */
        succeeded: () =>
          Promise.all([perEmail.reset(emailKey(email)), perClient.release(clientKey, byClient.at)]),
      };
    },
  };
};

export type LoginThrottle = ReturnType<typeof loginThrottle>;
