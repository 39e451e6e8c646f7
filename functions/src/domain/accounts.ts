import type { AccountState, AccountView, Role } from '@club/model';
import type { Item, RecordStore } from './ports.js';

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

  return {
    async get(email: string) {
      await ready();
      const item = await records.get(ACCOUNTS, accountId(email));
      return item ? toAccount(item) : undefined;
    },

    async list() {
      await ready();
      return (await records.list(ACCOUNTS)).map(toAccount);
    },

    /** False when the address already has an account. */
    async create(account: StoredAccount) {
      await ready();
      return records.create(ACCOUNTS, { ...account });
    },

    /** Writes `account` over the version it was read at; false when someone wrote first. */
    async replace(account: StoredAccount, expectedVersion: number) {
      return records.replace(
        ACCOUNTS,
        { ...account, version: expectedVersion + 1 },
        expectedVersion,
      );
    },

    async remove(id: string, expectedVersion: number) {
      return (await records.remove(ACCOUNTS, id, expectedVersion)) !== undefined;
    },
  };
};

export type AccountStore = ReturnType<typeof accountStore>;
