import { createHash, randomBytes } from 'node:crypto';
import {
  credentialsChangeSchema,
  credentialsSchema,
  fieldErrors,
  loginSchema,
  type Credentials,
} from '@club/model';
import * as scrypt from '../lib/passwords.js';
import type { RecordStore } from './ports.js';
import { forbidden, invalid, unauthorized } from './errors.js';
import { loginThrottle } from './login-throttle.js';

const ACCOUNT = { collection: 'admin', id: 'account' };
const SESSIONS = 'session';

/** How passwords are hashed and checked: lib/passwords.ts, or a cheap stand-in in unit tests. */
export interface Passwords {
  hashPassword(password: string): Promise<string>;
  verifyPassword(password: string, stored: string): Promise<boolean>;
  /** A hash no password matches, as costly to check as a real one. */
  unmatchableHash(): Promise<string>;
}

export interface AdminDeps {
  records: RecordStore;
  sessionHours: number;
  now?: () => Date;
  passwords?: Passwords;
}

export interface Session {
  token: string;
  email: string;
  expiresAt: Date;
}

// Only a hash of the token is stored: a leaked table does not leak live sessions.
const tokenId = (token: string) => createHash('sha256').update(token).digest('base64url');

const parse = <T>(
  schema: {
    safeParse(
      v: unknown,
    ): { success: true; data: T } | { success: false; error: import('zod').ZodError };
  },
  input: unknown,
) => {
  const result = schema.safeParse(input);
  if (!result.success) throw invalid(fieldErrors(result.error));
  return result.data;
};

export const adminService = ({
  records,
  sessionHours,
  now = () => new Date(),
  passwords = scrypt,
}: AdminDeps) => {
  const { hashPassword, unmatchableHash, verifyPassword } = passwords;
  const throttle = loginThrottle(records, now);

  const account = async () => {
    const item = await records.get(ACCOUNT.collection, ACCOUNT.id);
    return item
      ? { email: String(item.email), passwordHash: String(item.passwordHash) }
      : undefined;
  };

  const saveAccount = async ({ email, password }: Credentials) =>
    records.put(ACCOUNT.collection, {
      id: ACCOUNT.id,
      email: email.toLowerCase(),
      passwordHash: await hashPassword(password),
    });

  const endAllSessions = async () => {
    const sessions = await records.list(SESSIONS);
    await Promise.all(sessions.map((s) => records.remove(SESSIONS, s.id)));
  };

  return {
    /** Creates the first administrator; does nothing once one exists. */
    async ensureAccount(credentials: Credentials) {
      if (await account()) return false;
      await saveAccount(parse(credentialsSchema, credentials));
      return true;
    },

    /**
     * Sets the credentials whatever they were, ends every session (whoever had the old password
     * is logged out) and lifts a login block on the address. For the command that creates or
     * resets the account of a deployed stage, where nobody can log in to change it.
     */
    async resetAccount(credentials: Credentials) {
      const valid = parse(credentialsSchema, credentials);
      await saveAccount(valid);
      await endAllSessions();
      // Whoever resets the account has proven who they are with access to the table: others'
      // failed guesses must not keep them out for another quarter of an hour.
      await throttle.forgive(valid.email);
    },

    /** `client.address` is where the request came from; failures are counted by it too. */
    async login(input: unknown, client: { address: string }): Promise<Session> {
      const { email, password } = parse(loginSchema, input);
      const attempt = await throttle.attempt(email, client.address);
      const stored = await account();
      // Verify even when the email is wrong, so timing does not tell which part was wrong.
      const matches = await verifyPassword(
        password,
        stored?.passwordHash ?? (await unmatchableHash()),
      );
      if (!stored || !matches || stored.email !== email.toLowerCase()) {
        throw unauthorized('Wrong email or password.');
      }
      await attempt.succeeded();
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + sessionHours * 3600_000);
      await records.put(SESSIONS, {
        id: tokenId(token),
        email: stored.email,
        // DynamoDB's time-to-live removes expired sessions by this attribute (epoch seconds).
        expiresAt: Math.floor(expiresAt.getTime() / 1000),
      });
      return { token, email: stored.email, expiresAt };
    },

    /** The administrator's email when the token is a live session; otherwise an 'unauthorized' error. */
    async verify(token: string | undefined) {
      if (!token) throw unauthorized();
      const session = await records.get(SESSIONS, tokenId(token));
      if (!session || Number(session.expiresAt) * 1000 <= now().getTime())
        throw unauthorized('Your session has ended. Please log in again.');
      return { email: String(session.email) };
    },

    async logout(token: string | undefined) {
      if (token) await records.remove(SESSIONS, tokenId(token));
    },

    /**
     * Changes the credentials and ends every session, so the new password is needed at once.
     * The current password is asked for again: a session left open on a shared computer
     * must not be enough to take the account over. Wrong guesses count as failed logins do
     * (the same limits, for the account's address and the client's), so a session is no
     * better than the login form for guessing the password.
     */
    async changeCredentials(input: unknown, client: { address: string }) {
      const { currentPassword, ...next } = parse(credentialsChangeSchema, input);
      const stored = await account();
      if (!stored) throw unauthorized();
      const attempt = await throttle.attempt(stored.email, client.address);
      if (!(await verifyPassword(currentPassword, stored.passwordHash))) {
        const message = 'The current password is wrong.';
        throw forbidden(message, { currentPassword: message });
      }
      await attempt.succeeded();
      await saveAccount(next);
      await endAllSessions();
    },
  };
};

export type AdminService = ReturnType<typeof adminService>;
