import {
  forgotPasswordSchema,
  FORGOT_PASSWORD_ANSWER,
  passwordLinkSchema,
  setPasswordLink,
  setPasswordSchema,
} from '@club/model';
import { resetMail, type AccountMailContext } from './account-mail.js';
import { sessionsOf, type AccountStore } from './accounts.js';
import type { Passwords } from './sign-in.js';
import type { AuditLog } from '../audit/audit-log.js';
import { gone, tooMany } from '../errors.js';
import type { Log } from '../log.js';
import { asError } from '../log.js';
import { loginThrottle } from './login-throttle.js';
import { passwordLinks } from './password-links.js';
import * as scrypt from '../../lib/passwords.js';
import type { Mailer, RecordStore } from '../ports.js';
import { digestKey, slidingWindow, waitFor, type RateLimit } from '../rate-limit.js';
import { parseInput } from '../content/validation.js';

/**
 * "Forgot password?" mails: a few per address an hour, so nobody can fill an inbox with them,
 * and a few more per client, so one machine cannot mail every address it guesses.
 */
export const FORGOT_LIMITS = {
  perEmail: { limit: 3, windowSeconds: 60 * 60 },
  perClient: { limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;

const DEAD_LINK =
  'This link no longer works: it was used already, it expired, or the account was given a password or removed since it was sent. Ask for a new one with "Forgot password?" on the sign-in page, or ask an owner to invite you again.';

export interface PasswordServiceDeps extends AccountMailContext {
  records: RecordStore;
  accounts: AccountStore;
  passwords?: Passwords;
  mailer: Mailer;
  origin: string;
  log: Log;
  audit?: AuditLog;
  now: () => Date;
}

/** Setting a password from a mailed link: an invitation, or "Forgot password?". */
export const passwordService = ({
  records,
  accounts,
  passwords = scrypt,
  mailer,
  origin,
  log,
  now,
  audit,
  ...mailContext
}: PasswordServiceDeps) => {
  const links = passwordLinks(records, now);
  const throttle = loginThrottle(records, now);
  const perEmail = slidingWindow(records, 'forgot-limit', FORGOT_LIMITS.perEmail, now);
  const perClient = slidingWindow(records, 'forgot-limit', FORGOT_LIMITS.perClient, now);

  /** The link and its account while the link works: the account it was made for, as it was. */
  const working = async (token: string) => {
    const found = await links.find(token);
    const account = found && (await accounts.get(found.email));
    if (
      !found ||
      !account ||
      account.state === 'disabled' ||
      found.sessions !== sessionsOf(account)
    )
      throw gone(DEAD_LINK);
    return { found, account };
  };

  return {
    /**
     * Mails a reset link when the address has an account that may sign in. The answer is the
     * same either way, so the form cannot be used to learn who has an account.
     */
    async forgot(input: unknown, clientAddress: string) {
      const { email } = parseInput(forgotPasswordSchema, input);
      const byClient = await perClient.claim(digestKey('client', clientAddress));
      if (!byClient.allowed)
        throw tooMany(
          `Too many requests for new passwords from this network. Please try again in ${waitFor(byClient.retryAt, now())}.`,
        );
      // Over the address's own limit the answer does not change: it would tell the address exists.
      const byEmail = await perEmail.claim(digestKey('email', email.toLowerCase()));
      const account = await accounts.get(email);
      if (byEmail.allowed && account && account.state === 'active') {
        const token = await links.make(account, 'reset');
        // A mail that fails is logged for the owners, not told: that too would say who exists.
        await mailer
          .send(resetMail(account.email, setPasswordLink(origin, token), mailContext))
          .catch((error: unknown) => log.error('Could not mail a password reset', asError(error)));
      }
      await audit?.record(
        { email: email.toLowerCase(), address: clientAddress },
        {
          kind: 'password',
          what:
            account?.state === 'active'
              ? byEmail.allowed
                ? 'Asked for a link to set a new password; it was mailed'
                : 'Asked for a link to set a new password; none was mailed, as the address asked too often'
              : 'Asked for a link to set a new password for an address with no active account; none was mailed',
          ok: byEmail.allowed && account?.state === 'active',
        },
      );
      return { message: FORGOT_PASSWORD_ANSWER };
    },

    /** Whom a mailed link is for, and why, while it still works. */
    async check(input: unknown) {
      const { token } = parseInput(passwordLinkSchema, input);
      const { found, account } = await working(token);
      return { email: account.email, purpose: found.purpose };
    },

    /**
     * Sets the password and uses the link up. An invited account becomes active; every session
     * of the account ends, so a reset shuts out whoever knew the old password, and the block
     * others' wrong guesses put on the address is lifted: the mailbox proved who this is.
     */
    async set(input: unknown, address = '') {
      const { token, password } = parseInput(setPasswordSchema, input);
      const { found, account } = await working(token);
      const passwordHash = await passwords.hashPassword(password);
      // Used up first: two tabs sending the same link at once cannot both set a password.
      if (!(await links.use(token))) throw gone(DEAD_LINK);
      const changed = await accounts.update(account.id, (a) =>
        sessionsOf(a) === found.sessions && a.state !== 'disabled'
          ? {
              ...a,
              passwordHash,
              state: a.state === 'invited' ? 'active' : a.state,
              sessionEpoch: a.sessionEpoch + 1,
            }
          : undefined,
      );
      if (!changed) throw gone(DEAD_LINK);
      await throttle.forgive(account.email);
      await audit?.record(
        { email: account.email, address },
        {
          kind: 'password',
          what:
            found.purpose === 'invite'
              ? 'Accepted the invitation and chose a password'
              : 'Set a new password with a mailed link; every session of the account ended',
        },
      );
      return {
        email: account.email,
        purpose: found.purpose,
        activated: changed.before.state === 'invited',
      };
    },
  };
};

export type PasswordService = ReturnType<typeof passwordService>;
