import {
  credentialsChangeSchema,
  credentialsSchema,
  loginSchema,
  type Credentials,
} from '@club/model';
import * as scrypt from '../../lib/passwords.js';
import type { Role } from '@club/model';
import { moveAccount } from './account-move.js';
import { accountId, accountStore, sessionsOf, type StoredAccount } from './accounts.js';
import type { RecordStore } from '../ports.js';
import type { AuditLog } from '../audit/audit-log.js';
import { conflict, DomainError, forbidden, unauthorized } from '../errors.js';
import { loginThrottle } from './login-throttle.js';
import { sessionStore } from './sessions.js';
import { trustedDevices } from './trusted-devices.js';
import { parseInput } from '../content/validation.js';

/** How passwords are hashed and checked: lib/passwords.ts, or a cheap stand-in in unit tests. */
export interface Passwords {
  hashPassword(password: string): Promise<string>;
  verifyPassword(password: string, stored: string): Promise<boolean>;
  /** A hash no password matches, as costly to check as a real one. */
  unmatchableHash(): Promise<string>;
}

export interface SignInDeps {
  records: RecordStore;
  sessionHours: number;
  now?: () => Date;
  passwords?: Passwords;
  /** Where sign-ins, refusals and password changes are written for the owners. */
  audit?: AuditLog;
}

export interface Session {
  token: string;
  email: string;
  role: Role;
  expiresAt: Date;
  /** The browser's known-device token, for its cookie (trusted-devices.ts). */
  device: string;
}

/** Where a sign-in came from: the client's address and the browser's known-device token. */
export interface Client {
  address: string;
  device?: string | undefined;
}

/** Who a live session belongs to, and what they may do. */
export interface SignedIn {
  email: string;
  role: Role;
}

/**
 * Signing in and out, and the sessions that follow: passwords checked, the throttle and known
 * browsers consulted, each sign-in and refusal written to the audit log.
 */
export const signInService = ({
  records,
  sessionHours,
  now = () => new Date(),
  passwords = scrypt,
  audit,
}: SignInDeps) => {
  const { hashPassword, unmatchableHash, verifyPassword } = passwords;
  const throttle = loginThrottle(records, now);
  const devices = trustedDevices(records, now);
  const accounts = accountStore(records, now);
  const sessions = sessionStore(records, now);

  const activeAccount = async (
    { email, password }: Credentials,
    role: Role = 'owner',
  ): Promise<StoredAccount> => ({
    id: accountId(email),
    email: accountId(email),
    role,
    state: 'active',
    passwordHash: await hashPassword(password),
    sessionEpoch: 0,
    createdAt: now().toISOString(),
    invitedBy: '',
    lastSignInAt: '',
    version: 1,
  });

  const signIn = async (email: string, password: string, client: Client): Promise<Session> => {
    const stored = await accounts.get(email);
    const knownDevice = (await devices.knows(client.device, stored)) ? client.device : '';
    const attempt = await throttle.attempt(email, client.address, { knownDevice });
    // Verify even when there is no such account, so timing does not tell which part was wrong.
    const matches = await verifyPassword(
      password,
      stored?.passwordHash ?? (await unmatchableHash()),
    );
    if (!stored || !matches) throw unauthorized('Wrong email or password.');
    if (stored.state !== 'active')
      throw unauthorized("This account is disabled. Ask an owner of the club's site to enable it.");
    await attempt.succeeded();
    const signedIn = await accounts.update(stored.id, (a) =>
      sessionsOf(a) === sessionsOf(stored)
        ? { ...a, lastSignInAt: now().toISOString() }
        : undefined,
    );
    // Moved, removed, or given another password while this one was checked.
    if (!signedIn) throw unauthorized('Wrong email or password.');
    const { token, expiresAt } = await sessions.open(stored, sessionHours);
    const device = await devices.remember(client.device, stored);
    return { token, email: stored.email, role: stored.role, expiresAt, device };
  };

  return {
    accounts,

    /** Creates the first owner; does nothing once any account exists. */
    async ensureAccount(credentials: Credentials) {
      const valid = parseInput(credentialsSchema, credentials);
      if ((await accounts.list()).length > 0) return false;
      return accounts.create(await activeAccount(valid));
    },

    /**
     * Makes the address an active owner with this password, whatever it was, ends its
     * sessions and lifts a login block on it. For `npm run admin`, run by someone with access
     * to the table, where nobody can sign in to do it.
     */
    /** `npm run admin`: the account made, or made again, with the role and a new password. */
    async resetAccount(credentials: Credentials, role: Role = 'owner') {
      const valid = parseInput(credentialsSchema, credentials);
      const fresh = await activeAccount(valid, role);
      const changed = await accounts.update(valid.email, (a) => ({
        ...a,
        role,
        state: 'active',
        passwordHash: fresh.passwordHash!,
        sessionEpoch: a.sessionEpoch + 1,
      }));
      if (!changed && !(await accounts.create(fresh)))
        throw conflict('The account was being created at the same moment. Please try again.');
      // Whoever resets the account has proven who they are with access to the table: others'
      // failed guesses must not keep them out for another quarter of an hour.
      await throttle.forgive(valid.email);
      await audit?.record(
        { email: 'npm run admin' },
        {
          kind: 'account',
          what: `${changed ? 'Reset' : 'Created'} ${accountId(valid.email)} as an active ${role}, from a terminal with access to the table`,
        },
      );
      return changed ? 'reset' : 'created';
    },

    /** `client.address` is where the request came from; failures are counted by it too. */
    async login(input: unknown, client: Client): Promise<Session> {
      const { email, password } = parseInput(loginSchema, input);
      const who = { email: accountId(email), address: client.address };
      try {
        const session = await signIn(email, password, client);
        await audit?.record(who, { kind: 'sign-in', what: 'Signed in' });
        return session;
      } catch (error) {
        if (error instanceof DomainError)
          await audit?.record(who, {
            kind: 'sign-in',
            what: `Sign-in refused: ${error.message}`,
            ok: false,
            // A throttle's refusals come by the thousand: counted, one entry per window.
            repeats: error.kind === 'too-many',
          });
        throw error;
      }
    },

    /**
     * The signed-in account when the token is a live session of an active account; otherwise
     * an 'unauthorized' error. The role is read afresh, so a change applies at once.
     */
    async verify(token: string | undefined): Promise<SignedIn> {
      if (!token) throw unauthorized();
      const session = await sessions.accountOf(token);
      const account = session && (await accounts.get(session.email));
      if (!session || !account || account.state !== 'active' || !session.holdsFor(account))
        throw unauthorized('Your session has ended. Please log in again.');
      return { email: account.email, role: account.role };
    },

    async logout(token: string | undefined) {
      if (token) await sessions.end(token);
    },

    /**
     * Changes the signed-in account's e-mail and password and ends its sessions, so the new
     * password is needed at once. The current password is asked for again: a session left
     * open on a shared computer must not be enough to take the account over. Wrong guesses
     * count as failed logins do, so a session is no better than the login form for guessing.
     */
    async changeCredentials(input: unknown, client: Client, session: SignedIn) {
      const { currentPassword, ...next } = parseInput(credentialsChangeSchema, input);
      const stored = await accounts.get(session.email);
      if (!stored) throw unauthorized();
      const who = { email: stored.email, address: client.address };
      const knownDevice = (await devices.knows(client.device, stored)) ? client.device : '';
      const attempt = await throttle.attempt(stored.email, client.address, { knownDevice });
      if (
        !(await verifyPassword(currentPassword, stored.passwordHash ?? (await unmatchableHash())))
      ) {
        const message = 'The current password is wrong.';
        await audit?.record(who, {
          kind: 'password',
          what: 'Password change refused: the current password was wrong',
          ok: false,
        });
        throw forbidden(message, { currentPassword: message });
      }
      await attempt.succeeded();
      const passwordHash = await hashPassword(next.password);
      const id = accountId(next.email);
      if (id === stored.id) {
        await accounts.update(id, (a) => ({
          ...a,
          passwordHash,
          sessionEpoch: a.sessionEpoch + 1,
        }));
        await audit?.record(who, { kind: 'password', what: 'Changed their password' });
        return;
      }
      // A new address is a new key: the account moves, and its sessions, naming the old one, end.
      await moveAccount(accounts, stored, id, passwordHash);
      await audit?.record(who, {
        kind: 'password',
        what: `Changed their password and moved their account to ${id}`,
      });
    },
  };
};

export type SignInService = ReturnType<typeof signInService>;
