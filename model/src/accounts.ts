import * as z from 'zod';
import { credentialsSchema } from './admin-account.js';
import { ADMIN_ROOT, REST_ROOT } from './paths.js';
import { isStorable, unstorable } from './storable.js';

/**
 * Who may do what in the console. An owner does everything; an editor manages the content,
 * the certificates and the inbox, but not the accounts or the audit log.
 */
export const ROLES = ['owner', 'editor'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { owner: 'Owner', editor: 'Editor' };
export const ROLE_HINTS: Record<Role, string> = {
  owner: 'Everything, including accounts and the audit log.',
  editor: 'Content, certificates and messages; not accounts or the audit log.',
};

/** Invited: no password yet. Disabled: kept, but cannot sign in. */
export const ACCOUNT_STATES = ['invited', 'active', 'disabled'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export const ACCOUNT_STATE_LABELS: Record<AccountState, string> = {
  invited: 'Invited',
  active: 'Active',
  disabled: 'Disabled',
};

/** What the states an owner chooses mean for the person (an invited account is not chosen). */
export const ACCOUNT_STATE_HINTS: Record<Exclude<AccountState, 'invited'>, string> = {
  active: 'Can sign in.',
  disabled: 'Cannot sign in, and is signed out everywhere at once. Nothing is deleted.',
};

/** How long an invitation's link works. */
export const INVITE_HOURS = 48;
/** How long a "Forgot password?" link works. */
export const RESET_MINUTES = 60;

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

/** The owner's screen of accounts, on the REST face (ra-data-simple-rest). */
export const ACCOUNTS_PATH = `${REST_ROOT}/account` as const;
export const accountPath = (id: string) => `${ACCOUNTS_PATH}/${encodeURIComponent(id)}` as const;

/** The calls a person makes without a session, to set a password from a mailed link. */
export const PASSWORD_PATHS = {
  /** "Forgot password?": mails a link if the address has an account. */
  forgot: `${ADMIN_ROOT}/forgot-password`,
  /** Says whether a mailed link still works, and for which address. */
  link: `${ADMIN_ROOT}/password-link`,
  /** Sets the password with a mailed link (an invitation or a reset), once. */
  set: `${ADMIN_ROOT}/set-password`,
} as const;

/** Where a mailed link opens the console: the token after '#', so no server or log sees it. */
export const SET_PASSWORD_SCREEN = '/admin/set-password';
export const setPasswordLink = (origin: string, token: string) =>
  `${origin}${SET_PASSWORD_SCREEN}#token=${token}`;

const email = credentialsSchema.shape.email;

export const inviteSchema = z.object({
  email,
  role: z.enum(ROLES, { error: 'Choose a role: owner or editor.' }),
});

export const accountChangeSchema = z.object({
  role: z.enum(ROLES, { error: 'Choose a role: owner or editor.' }),
  state: z.enum(['active', 'disabled'], { error: 'An account is either active or disabled.' }),
});

export const forgotPasswordSchema = z.object({ email });

const token = z
  .string({ error: 'This link is not complete. Open it again from the e-mail.' })
  .min(20, 'This link is not complete. Open it again from the e-mail.')
  .max(200, 'This link is not complete. Open it again from the e-mail.')
  .refine(isStorable, unstorable('Link'));

export const passwordLinkSchema = z.object({ token });

export const setPasswordSchema = z.object({
  token,
  password: credentialsSchema.shape.password,
});

/** What the API says to "Forgot password?", whether or not the address has an account. */
export const FORGOT_PASSWORD_ANSWER = `If an account has this address, a link to set a new password is on its way. It works for ${RESET_MINUTES} minutes, once.`;
