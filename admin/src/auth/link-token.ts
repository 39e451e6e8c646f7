import { SET_PASSWORD_SCREEN } from '@club/model';

/** The set-password screen inside the console's router, which owns the /admin basename. */
export const SET_PASSWORD_ROUTE = SET_PASSWORD_SCREEN.replace(/^\/[^/]+/, '');

/** The token of a mailed link's fragment ('#token=…'); '' when there is none. */
export const tokenFromHash = (hash: string) =>
  new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';

type Address = Pick<Location, 'pathname' | 'search' | 'hash'>;
type History = Pick<globalThis.History, 'state' | 'replaceState'>;

/**
 * Takes a mailed link's token out of the address bar and answers it: on the set-password screen
 * only, and only once. What stays in the address (history, a shared screen, a bookmark) no
 * longer opens the link; the token lives on in this page's memory alone.
 */
export const takeTokenFrom = (address: Address, history: History) => {
  if (address.pathname.replace(/\/+$/, '') !== SET_PASSWORD_SCREEN) return '';
  const token = tokenFromHash(address.hash);
  if (address.hash) history.replaceState(history.state, '', address.pathname + address.search);
  return token;
};

// At import, before the console's router reads the address and before any screen loads
// (App.tsx imports this ahead of creating its router). The fragment never reaches a server.
const token = typeof window === 'undefined' ? '' : takeTokenFrom(window.location, window.history);

/** The token the page was opened with, or '' (opened without one, or reloaded since). */
export const linkToken = () => token;
