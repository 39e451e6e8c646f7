/**
 * Who may do what in the console. An owner does everything; an editor manages the content,
 * the certificates and the inbox, but not the accounts or the audit log.
 */
export const ROLES = ['owner', 'editor'] as const;
export type Role = (typeof ROLES)[number];

/** Invited: no password yet. Disabled: kept, but cannot sign in. */
export const ACCOUNT_STATES = ['invited', 'active', 'disabled'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** An account as the console sees it: never its password hash. */
export interface AccountView {
  /** The e-mail address, in lower case: one account per address. */
  id: string;
  email: string;
  role: Role;
  state: AccountState;
  createdAt: string;
  /** Who invited it; '' for the first owner. */
  invitedBy: string;
  lastSignInAt: string;
  version: number;
}
