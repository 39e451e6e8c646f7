import {
  ACCOUNT_STATE_LABELS,
  ACCOUNTS_PATH,
  REST_ROOT,
  ROLE_LABELS,
  type AccountState,
  type AccountView,
  type Role,
} from '@club/model';
import { serverFieldErrors, serverMessage } from '../http-errors';

/** The react-admin resource whose REST path is the model's ACCOUNTS_PATH ('account'). */
export const ACCOUNT_RESOURCE = ACCOUNTS_PATH.slice(`${REST_ROOT}/`.length);

/** The screens' title and the side menu's entry. */
export const ACCOUNTS_TITLE = 'Accounts';

/** The list's add button and the invite screen's title. */
export const INVITE_LABEL = 'Invite someone';

/** A role or state as the model words it; an unknown value as it came. */
export const roleLabel = (role: unknown) =>
  ROLE_LABELS[role as Role] ?? (typeof role === 'string' ? role : '');
export const stateLabel = (state: unknown) =>
  ACCOUNT_STATE_LABELS[state as AccountState] ?? (typeof state === 'string' ? state : '');

export const invitationSent = (email: string) => `Invitation sent to ${email}.`;

export const accountRemoved = (email: string) => `${email} was removed and can no longer sign in.`;

/** After a save: what the account now is, and what disabling did. */
export const accountSaved = ({
  email,
  role,
  state,
}: Pick<AccountView, 'email' | 'role' | 'state'>) =>
  `Saved: ${email} is ${roleLabel(role)}, ${stateLabel(state).toLowerCase()}.` +
  (state === 'disabled' ? ' They are signed out and cannot sign in.' : '');

/**
 * What the edit form sends: the server takes a role and 'active' or 'disabled'. An invited
 * account stays invited whatever is sent, so it sends 'active'. With the version it was read
 * at, so a change made meanwhile is refused (409) rather than overwritten.
 */
export const accountChange = (values: Record<string, unknown>) => ({
  role: values.role,
  state: values.state === 'disabled' ? 'disabled' : 'active',
  version: values.version,
});

/**
 * Why the API refused, in its words (the last owner, a change made meanwhile); else the field's
 * own message (an address that already has an account); else `fallback`.
 */
export const refusalText = (error: unknown, fallback: string) =>
  serverMessage(error) ?? Object.values(serverFieldErrors(error) ?? {})[0] ?? fallback;
