import { createHash, randomBytes } from 'node:crypto';
import {
  credentialsChangeSchema,
  credentialsSchema,
  loginSchema,
  type Credentials,
} from '@club/model';
import * as scrypt from '../lib/passwords.js';
import type { Role } from '@club/model';
import { accountId, accountStore, type StoredAccount } from './accounts.js';
import type { RecordStore } from './ports.js';
import type { AuditLog } from './audit-log.js';
import { conflict, DomainError, forbidden, invalid, unauthorized } from './errors.js';
import { loginThrottle } from './login-throttle.js';
import { trustedDevices } from './trusted-devices.js';
import { parseInput } from './validation.js';

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

// Only a hash of the token is stored: a leaked table does not leak live sessions.
const tokenId = (token: string) => createHash('sha256').update(token).digest('base64url');

export const adminService = ({
  records,
  sessionHours,
  now = () => new Date(),
  passwords = scrypt,
  audit,
}: AdminDeps) => {
  const { hashPassword, unmatchableHash, verifyPassword } = passwords;
  const throttle = loginThrottle(records, now);
  const devices = trustedDevices(records, now);
  const accounts = accountStore(records, now);

  /** Writes a change to an account read a moment ago, reading again if someone wrote first. */
  const change = async (email: string, edit: (a: StoredAccount) => StoredAccount | undefined) => {
    for (let race = 0; race < 5; race++) {
      const account = await accounts.get(email);
      if (!account) return undefined;
      const next = edit(account);
      if (!next) return account;
      if (await accounts.replace(next, account.version)) return next;
    }
    throw conflict('The account was being changed at the same moment. Please try again.');
  };

  const owner = async ({ email, password }: Credentials): Promise<StoredAccount> => ({
    id: accountId(email),
    email: accountId(email),
    role: 'owner',
    state: 'active',
    passwordHash: await hashPassword(password),
    sessionEpoch: 0,
    createdAt: now().toISOString(),
    invitedBy: '',
    lastSignInAt: '',
    version: 1,
  });

  const signIn = async (email: string, password: string, client: Client): Promise<Session> => {
    const knownDevice = (await devices.knows(client.device, email)) ? client.device : '';
    const attempt = await throttle.attempt(email, client.address, { knownDevice });
    const stored = await accounts.get(email);
    // Verify even when there is no such account, so timing does not tell which part was wrong.
    const matches = await verifyPassword(
      password,
      stored?.passwordHash ?? (await unmatchableHash()),
    );
    if (!stored || !matches) throw unauthorized('Wrong email or password.');
    if (stored.state !== 'active')
      throw unauthorized("This account is disabled. Ask an owner of the club's site to enable it.");
    await attempt.succeeded();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now().getTime() + sessionHours * 3600_000);
    await records.put(SESSIONS, {
      id: tokenId(token),
      email: stored.id,
      epoch: stored.sessionEpoch,
      // DynamoDB's time-to-live removes expired sessions by this attribute (epoch seconds).
      expiresAt: Math.floor(expiresAt.getTime() / 1000),
    });
    await change(stored.id, (a) => ({ ...a, lastSignInAt: now().toISOString() }));
    const device = await devices.remember(client.device, stored.id);
    return { token, email: stored.email, role: stored.role, expiresAt, device };
  };

  return {
    accounts,

    /** Creates the first owner; does nothing once any account exists. */
    async ensureAccount(credentials: Credentials) {
      const valid = parseInput(credentialsSchema, credentials);
      if ((await accounts.list()).length > 0) return false;
      return accounts.create(await owner(valid));
    },

    /**
     * Makes the address an active owner with this password, whatever it was, ends its
     * sessions and lifts a login block on it. For `npm run admin`, run by someone with access
     * to the table, where nobody can sign in to do it.
     */
    async resetAccount(credentials: Credentials) {
      const valid = parseInput(credentialsSchema, credentials);
      const fresh = await owner(valid);
      const changed = await change(valid.email, (a) => ({
        ...a,
        role: 'owner',
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
          what: `${changed ? 'Reset' : 'Created'} ${accountId(valid.email)} as an active owner, from a terminal with access to the table`,
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
      const session = await records.get(SESSIONS, tokenId(token));
      const ended = unauthorized('Your session has ended. Please log in again.');
      if (!session || Number(session.expiresAt) * 1000 <= now().getTime()) throw ended;
      const account = await accounts.get(String(session.email));
      if (
        !account ||
        account.state !== 'active' ||
        Number(session.epoch ?? 0) !== account.sessionEpoch
      )
        throw ended;
      return { email: account.email, role: account.role };
    },

    async logout(token: string | undefined) {
      if (token) await records.remove(SESSIONS, tokenId(token));
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
      const knownDevice = (await devices.knows(client.device, stored.id)) ? client.device : '';
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
        await change(id, (a) => ({ ...a, passwordHash, sessionEpoch: a.sessionEpoch + 1 }));
        await audit?.record(who, { kind: 'password', what: 'Changed their password' });
        return;
      }
      // A new address is a new key: the account moves, and its sessions, naming the old one, end.
      const moved = { ...stored, id, email: id, passwordHash, version: 1 };
      if (!(await accounts.create(moved)))
        throw invalid({ email: 'Another account has this e-mail address.' });
      await accounts.remove(stored.id, stored.version);
      await audit?.record(who, {
        kind: 'password',
        what: `Changed their password and moved their account to ${id}`,
      });
    },
  };
};

export type AdminService = ReturnType<typeof adminService>;
