import { adminPath, ROLES, type AdminCall, type Role } from '@club/model';
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

const roleOf = (value: unknown): Role | undefined => ROLES.find((role) => role === value);

/** Who the session belongs to, as `protected` answers. */
export interface SignedIn {
  email: string;
  /** Undefined only if the API named a role this console does not know. */
  role: Role | undefined;
}

let asking: Promise<SignedIn> | undefined;

/**
 * Asks the API whose session this is. On start react-admin asks checkAuth, getPermissions and
 * getIdentity at once: calls made while one is under way share its answer, so that is one
 * request. The next call after it settles asks again (a role changed or a session ended).
 */
const whoIsSignedIn = () => {
  asking ??= call('protected')
    .then(({ json }) => ({ email: asString(json?.email), role: roleOf(json?.role) }))
    .finally(() => {
      asking = undefined;
    });
  return asking;
};

/**
 * Pauses before asking again when the API did not answer at all (a 502 from the gateway, no
 * connection): a moment's hiccup must not send an editor, and their unsaved work, to the login.
 */
const PAUSES_MS = [500, 1500];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whose session this is, asking again while the API does not answer; a 401 at once. */
const whoIsSignedInPatiently = async () => {
  for (const ms of PAUSES_MS) {
    try {
      return await whoIsSignedIn();
    } catch (error) {
      if (isAuthFailure(error)) throw error;
      await pause(ms);
    }
  }
  return whoIsSignedIn();
};

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

  /**
   * Asks again while the API does not answer, so a moment's hiccup keeps the editor where they
   * are. An API still not answering after that is treated as no session, as a 401 is: the login
   * page takes a resolved check for "signed in already" and would send the editor back here.
   */
  checkAuth: async () => {
    try {
      await whoIsSignedInPatiently();
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

  /**
   * The role, which decides the screens (App.tsx); null without a session. Never rejects:
   * react-admin logs out on a rejected getPermissions, which would send the screens opened
   * from a mailed link (no session yet) to the login.
   */
  getPermissions: async (): Promise<Role | null> => {
    try {
      return (await whoIsSignedIn()).role ?? null;
    } catch {
      return null;
    }
  },

  getIdentity: async () => {
    const { email, role } = await whoIsSignedIn();
    return { id: email, fullName: email, role };
  },
};
