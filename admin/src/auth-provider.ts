import { adminPath, type AdminCall } from '@club/model';
import { fetchUtils, type AuthProvider } from 'react-admin';
import { isAuthFailure, serverMessage } from './http-errors';
import { loaderMinimum } from './layout/startup';

// Same origin: the HttpOnly session cookie is sent and set by the browser; the console never sees it.
const call = (path: AdminCall, init?: fetchUtils.Options) =>
  fetchUtils.fetchJson(adminPath(path), init);

/**
 * `sessionEnded`: the console already ended the session itself and only leaves for the login
 * screen now (the logout notice's pause), so a second call would only meet a 401.
 */
export interface LogoutParams {
  sessionEnded?: boolean;
}

const asString = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the login screen says when the server gave no reason of its own (no connection). */
export const LOGIN_FAILED = 'Login failed. Please try again.';

export const authProvider: AuthProvider = {
  login: async ({ email, password }: { email?: string; password?: string }) => {
    try {
      const { json } = await call('login', {
        method: 'POST',
        body: JSON.stringify({ email, password }),
      });
      // Returned to the login page, which shows the server's greeting.
      return { message: asString(json?.message) };
    } catch (error) {
      // The login form shows this message (401 'wrong credentials' from the server).
      throw new Error(serverMessage(error) ?? LOGIN_FAILED);
    }
  },

  logout: async (params?: LogoutParams) => {
    if (params?.sessionEnded) return;
    // The session may already be gone (password change, expiry); logging out must still succeed.
    await call('logout', { method: 'POST' }).catch(() => undefined);
  },

  checkAuth: async () => {
    try {
      await call('protected');
    } catch {
      await loaderMinimum();
      // A silent redirect to the login page: "please log in" needs no toast on a first visit.
      throw { message: false };
    }
    await loaderMinimum();
  },

  checkError: async (error: unknown) => {
    if (isAuthFailure(error)) throw error;
  },

  getIdentity: async () => {
    const { json } = await call('protected');
    const email = asString(json?.email);
    return { id: email, fullName: email };
  },
};
