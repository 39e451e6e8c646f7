import {
  accountChangeSchema,
  EMAIL_MAX,
  inviteSchema,
  ROLE_LABELS,
  setPasswordLink,
  type AccountView,
} from '@club/model';
import {
  accountId,
  mayBeAccountId,
  viewOf,
  type AccountStore,
  type StoredAccount,
} from './accounts.js';
import { inviteMail, type AccountMailContext } from './account-mail.js';
import { conflict, invalid, notFound } from '../errors.js';
import type { AuditLog } from '../audit/audit-log.js';
import type { Actor } from '../content/record-history.js';
import type { Mailer, RecordStore } from '../ports.js';
import { passwordLinks } from './password-links.js';
import { parseInput } from '../content/validation.js';

const LOCKS = 'account-lock';
/** A change that could leave no active owner holds this while it reads and writes. */
const OWNERS_LOCK = 'owners';
const LOCK_SECONDS = 30;

export interface AccountServiceDeps extends AccountMailContext {
  records: RecordStore;
  accounts: AccountStore;
  mailer: Mailer;
  /** The site's origin: where the console, and so a mailed link, is. */
  origin: string;
  /** Where every change to the accounts is written for the owners. */
  audit?: AuditLog;
  now?: () => Date;
}

/** 'made x editor' → 'Made x editor'. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const isActiveOwner = (a: StoredAccount) => a.role === 'owner' && a.state === 'active';

/** An owner's management of the accounts: invite, change a role, disable, remove. */
export const accountService = ({
  records,
  accounts,
  mailer,
  origin,
  clubName,
  replyTo,
  audit,
  now = () => new Date(),
}: AccountServiceDeps) => {
  const links = passwordLinks(records, now);

  /**
   * Runs `work` alone among the changes that could leave the club without an active owner: two
   * owners demoting each other at the same moment must not both succeed.
   */
  const withOwnersLocked = async <T>(work: () => Promise<T>) => {
    const at = Math.floor(now().getTime() / 1000);
    const take = () => records.create(LOCKS, { id: OWNERS_LOCK, expiresAt: at + LOCK_SECONDS });
    if (!(await take())) {
      const held = await records.get(LOCKS, OWNERS_LOCK);
      // A lock left by a crash is taken over once it has expired.
      if (
        !held ||
        Number(held.expiresAt) > at ||
        !(await records.remove(LOCKS, OWNERS_LOCK)) ||
        !(await take())
      )
        throw conflict('Another change to the accounts is being saved. Please try again.');
    }
    try {
      return await work();
    } finally {
      await records.remove(LOCKS, OWNERS_LOCK);
    }
  };

  const find = async (id: string) => {
    // An id no account can have is not sent to the table, whose keys it may not fit.
    const account = mayBeAccountId(id) ? await accounts.get(id) : undefined;
    if (!account) throw notFound('This account no longer exists.');
    return account;
  };

  /** Refuses a change that would leave no active owner. */
  const keepAnOwner = async (before: StoredAccount, after: StoredAccount | undefined) => {
    if (!isActiveOwner(before) || (after && isActiveOwner(after))) return;
    const others = (await accounts.list()).filter((a) => a.id !== before.id && isActiveOwner(a));
    if (others.length === 0)
      throw conflict(
        `${before.email} is the last active owner. Make another account an owner first, so someone can still manage the accounts.`,
      );
  };

  const mailInvite = async (account: StoredAccount, by: Actor) => {
    const token = await links.make(account, 'invite');
    await mailer.send(
      inviteMail(
        account.email,
        { role: account.role, by: by.email, link: setPasswordLink(origin, token) },
        { clubName, replyTo },
      ),
    );
  };

  return {
    async list(): Promise<AccountView[]> {
      return (await accounts.list())
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .map(viewOf);
    },

    async get(id: string) {
      return viewOf(await find(id));
    },

    /** A new account, invited by mail to choose its password. */
    async invite(input: unknown, by: Actor) {
      const { email, role } = parseInput(inviteSchema, input);
      const account: StoredAccount = {
        id: accountId(email),
        email: accountId(email),
        role,
        state: 'invited',
        sessionEpoch: 0,
        createdAt: now().toISOString(),
        invitedBy: by.email,
        lastSignInAt: '',
        version: 1,
      };
      if (!(await accounts.create(account)))
        throw invalid({ email: 'This address already has an account.' });
      await mailInvite(account, by);
      await audit?.record(by, {
        kind: 'account',
        what: `Invited ${account.email} as ${ROLE_LABELS[role].toLowerCase()}`,
      });
      return viewOf(account);
    },

    /** Mails an invited account a new link (the earlier one still works until it expires). */
    async reinvite(id: string, by: Actor) {
      const account = await find(id);
      if (account.state !== 'invited')
        throw conflict(`${account.email} has already chosen a password.`);
      // Stored by an earlier version, which took addresses mail cannot be delivered to.
      if (account.email.length > EMAIL_MAX)
        throw conflict(
          `This address is longer than mail allows (${EMAIL_MAX} characters). Remove the account and invite a shorter address.`,
        );
      await mailInvite(account, by);
      await audit?.record(by, { kind: 'account', what: `Sent ${account.email} a new invitation` });
      return viewOf(account);
    },

    /** A new role or state, over the version the owner saw. Disabling signs it out everywhere. */
    async change(id: string, input: unknown, version: unknown, by: Actor) {
      const { role, state } = parseInput(accountChangeSchema, input);
      return withOwnersLocked(async () => {
        const before = await find(id);
        if (version !== before.version)
          throw conflict('This account was changed by someone else. Reload it and try again.');
        if (before.state === 'invited' && state === 'disabled')
          throw invalid({ state: 'An invited account has not signed in yet: remove it instead.' });
        const after: StoredAccount = {
          ...before,
          role,
          state: before.state === 'invited' ? 'invited' : state,
          sessionEpoch:
            before.sessionEpoch + (state === 'disabled' && before.state !== 'disabled' ? 1 : 0),
        };
        await keepAnOwner(before, after);
        if (!(await accounts.replace(after, before.version)))
          throw conflict('This account was changed by someone else. Reload it and try again.');
        const what = [
          before.role !== after.role &&
            `made ${after.email} ${ROLE_LABELS[after.role].toLowerCase()}`,
          before.state !== after.state &&
            `${after.state === 'disabled' ? 'disabled' : 'enabled'} ${after.email}`,
        ].filter(Boolean);
        if (what.length > 0)
          await audit?.record(by, { kind: 'account', what: sentence(what.join(' and ')) });
        return viewOf({ ...after, version: before.version + 1 });
      });
    },

    async remove(id: string, by: Actor) {
      if (accountId(id) === accountId(by.email))
        throw conflict('You cannot remove your own account. Ask another owner to do it.');
      return withOwnersLocked(async () => {
        const before = await find(id);
        await keepAnOwner(before, undefined);
        if (!(await accounts.remove(before.id, before.version)))
          throw conflict('This account was changed by someone else. Reload it and try again.');
        await audit?.record(by, {
          kind: 'account',
          what: `Removed the account of ${before.email}`,
        });
        return viewOf(before);
      });
    },
  };
};

export type AccountService = ReturnType<typeof accountService>;
