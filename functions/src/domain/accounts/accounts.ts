import type { AccountState, AccountView, Role } from '@club/model';
import { conflict } from '../errors.js';
import type { Item, RecordStore } from '../ports.js';

export const ACCOUNTS = 'account';
/** Where the one administrator of earlier versions was kept. */
const SINGLE_ADMIN = { collection: 'admin', id: 'account' };

/** An account as stored: its id is its e-mail address in lower case, one account per address. */
export interface StoredAccount extends AccountView {
  /** Unset while invited. */
  passwordHash?: string;
  /** Raised to end every session at once (disabled, reset, password changed). */
  sessionEpoch: number;
}

export const accountId = (email: string) => email.trim().toLowerCase();

// DynamoDB's limit on a sort key, in bytes of UTF-8.
const KEY_BYTES = 1024;

/**
 * Whether an account may be stored under `id`: an address that fits the table's key. Wider than
 * what an address typed today may be (model's EMAIL_MAX), so an account an earlier version
 * stored with a longer address can still be disabled and removed.
 */
export const mayBeAccountId = (id: string | undefined): id is string =>
  !!id && id.includes('@') && Buffer.byteLength(id, 'utf8') <= KEY_BYTES;

/**
 * What a session, a known browser and a mailed link are made under. They end with it: when the
 * account's sessions end (its sessionEpoch is raised) or the account is removed (an account
 * made again at the same address has another createdAt).
 */
export const sessionsOf = (a: Pick<StoredAccount, 'createdAt' | 'sessionEpoch'>) =>
  `${a.createdAt}/${a.sessionEpoch}`;

const toAccount = (item: Item): StoredAccount => ({
  id: item.id,
  email: String(item.email ?? item.id),
  role: (item.role as Role) ?? 'editor',
  state: (item.state as AccountState) ?? 'active',
  createdAt: String(item.createdAt ?? ''),
  invitedBy: String(item.invitedBy ?? ''),
  lastSignInAt: String(item.lastSignInAt ?? ''),
  version: Number(item.version ?? 1),
  sessionEpoch: Number(item.sessionEpoch ?? 0),
  ...(typeof item.passwordHash === 'string' ? { passwordHash: item.passwordHash } : {}),
});

/** What the console may see of an account. */
export const viewOf = ({ passwordHash: _hash, sessionEpoch: _epoch, ...view }: StoredAccount) =>
  view as AccountView;

/**
 * The accounts. The single administrator of earlier versions becomes the first owner, with
 * the same password, the first time anything here is read: an upgrade needs no step and
 * nobody loses access.
 */
// Writes that lose to another this many times in a row give up.
const RACES = 5;

export const accountStore = (records: RecordStore, now: () => Date) => {
  let upgraded: Promise<void> | undefined;

  const upgrade = async () => {
    const single = await records.get(SINGLE_ADMIN.collection, SINGLE_ADMIN.id);
    if (!single) return;
    const email = accountId(String(single.email));
    await records.create(ACCOUNTS, {
      id: email,
      email,
      role: 'owner',
      state: 'active',
      passwordHash: String(single.passwordHash),
      sessionEpoch: 0,
      createdAt: now().toISOString(),
      invitedBy: '',
      lastSignInAt: '',
      version: 1,
    });
    await records.remove(SINGLE_ADMIN.collection, SINGLE_ADMIN.id);
  };

  const ready = () => {
    upgraded ??= upgrade().catch((error: unknown) => {
      upgraded = undefined;
      throw error;
    });
    return upgraded;
  };

  const get = async (email: string) => {
    await ready();
    const item = await records.get(ACCOUNTS, accountId(email));
    return item ? toAccount(item) : undefined;
  };

  /** Writes `account` over the version it was read at; false when someone wrote first. */
  const replace = (account: StoredAccount, expectedVersion: number) =>
    records.replace(ACCOUNTS, { ...account, version: expectedVersion + 1 }, expectedVersion);

  return {
    get,

    async list() {
      await ready();
      return (await records.list(ACCOUNTS)).map(toAccount);
    },

    /** False when the address already has an account. */
    async create(account: StoredAccount) {
      await ready();
      return records.create(ACCOUNTS, { ...account });
    },

    replace,

    /**
     * Writes `edit` of the account over the version it was read at, reading again when someone
     * wrote first. Answers the account as it was and as written; undefined when there is no
     * such account, or `edit` answers undefined (it no longer applies).
     */
    async update(id: string, edit: (a: StoredAccount) => StoredAccount | undefined) {
      for (let race = 0; race < RACES; race++) {
        const before = await get(id);
        const next = before && edit(before);
        if (!before || !next) return undefined;
        if (await replace(next, before.version))
          return { before, after: { ...next, version: before.version + 1 } };
      }
      throw conflict('The account was being changed at the same moment. Please try again.');
    },

    /** Without `expectedVersion`, whatever was written meanwhile. */
    async remove(id: string, expectedVersion?: number) {
      return (await records.remove(ACCOUNTS, id, expectedVersion)) !== undefined;
    },
  };
};

export type AccountStore = ReturnType<typeof accountStore>;
