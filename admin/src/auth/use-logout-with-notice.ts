import { SESSION_MESSAGES } from '@club/model';
import { useAuthProvider, useLogout, useNotify } from 'react-admin';
import type { LogoutParams } from '../auth-provider';

/** Spec §4 and §9: after the logout notice the login screen follows 3 s later. */
export const LOGOUT_REDIRECT_MS = 3000;

/**
 * Ends the session at once, says so, and leaves for the login screen after the pause, so the
 * administrator reads the notice where they were. react-admin's logout then only clears and
 * leaves: the session is already gone, and one logout is one call to the API.
 */
export const useLogoutWithNotice = () => {
  const authProvider = useAuthProvider();
  const logout = useLogout();
  const notify = useNotify();
  return async () => {
    await authProvider?.logout({});
    notify(SESSION_MESSAGES.loggedOut, { type: 'success', autoHideDuration: LOGOUT_REDIRECT_MS });
    const leave: LogoutParams = { sessionEnded: true };
    setTimeout(() => void logout(leave, undefined, false), LOGOUT_REDIRECT_MS);
  };
};
