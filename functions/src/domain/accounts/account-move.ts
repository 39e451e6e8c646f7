import { isDeepStrictEqual } from 'node:util';
import type { AccountStore, StoredAccount } from './accounts.js';
import { conflict, invalid } from '../errors.js';

// A removal that loses to this many sign-ins in a row gives up, and the move is undone.
const RACES = 10;

/** The account apart from what a sign-in writes to it: its time, and so its version. */
const apartFromSignIns = ({ lastSignInAt: _at, version: _version, ...rest }: StoredAccount) => rest;

/**
 * Moves the account `from`, as it was when its password was checked, to the address `to` with
 * a new password: the new account is made, then the old one is removed, whatever sign-ins
 * wrote to it meanwhile. Any other change meanwhile (disabled, removed, another password or
 * role) undoes the move: the new account is removed and nothing has changed. The old address's
 * sessions, known browsers and links end with its account; the new account's start afresh, so
 * moving back does not bring them back.
 */
export const moveAccount = async (
  accounts: AccountStore,
  from: StoredAccount,
  to: string,
  passwordHash: string,
) => {
  const moved: StoredAccount = {
    ...from,
    id: to,
    email: to,
    passwordHash,
    sessionEpoch: from.sessionEpoch + 1,
    version: 1,
  };
  if (!(await accounts.create(moved)))
    throw invalid({ email: 'Another account has this e-mail address.' });
  for (let race = 0; race < RACES; race++) {
    const old = await accounts.get(from.id);
    if (!old || !isDeepStrictEqual(apartFromSignIns(old), apartFromSignIns(from))) break;
    if (await accounts.remove(from.id, old.version)) return moved;
  }
  await accounts.remove(to);
  throw conflict(
    'Your account was changed elsewhere while it moved to the new address, so nothing was changed. Please try again.',
  );
};
