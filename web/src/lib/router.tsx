import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/*
 * The site's router: the browser's history, a route table and links, in a page of code.
 * react-router would cost 13.6 KB of the home page's 120 KB budget; the site needs only
 * this. Like react-router's BrowserRouter, every change of page is a React transition, so
 * the current page stays on screen while the next one's code loads.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

/** PUSH and REPLACE come from the site's links; POP is the browser's back and forward. */
export type NavigationType = 'PUSH' | 'REPLACE' | 'POP';

interface RouterState {
  location: Location;
  type: NavigationType;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

const RouterContext = createContext<RouterState | null>(null);

const current = (): Location => {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
};

/** `location` is the page being rendered where there is no browser: when pages are published. */
export function BrowserRouter({
  children,
  location,
}: {
  children: ReactNode;
  location?: Location;
}) {
  const [state, setState] = useState(() => ({
    location: location ?? current(),
    type: 'POP' as NavigationType,
  }));

  useEffect(() => {
    // A link to a #fragment (the skip link) is the browser's own navigation: follow it too.
    const onPop = () => startTransition(() => setState({ location: current(), type: 'POP' }));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback((to: string, { replace = false } = {}) => {
    window.history[replace ? 'replaceState' : 'pushState'](null, '', to);
    startTransition(() => setState({ location: current(), type: replace ? 'REPLACE' : 'PUSH' }));
  }, []);

  const value = useMemo(() => ({ ...state, navigate }), [state, navigate]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

const useRouter = () => {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A route or link must be inside <BrowserRouter>.');
  return router;
};

export const useLocation = () => useRouter().location;
export const useNavigationType = () => useRouter().type;
export const useNavigate = () => useRouter().navigate;
export const useSearchParams = () => new URLSearchParams(useLocation().search);

export interface RouteDefinition {
  /** '/team', or a prefix ending in '/*' whose rest becomes the `rest` of the element. */
  path: string;
  element: (rest: string) => ReactNode;
}

/** The element of the first route that matches the current path; `fallback` when none does. */
export function Routes({
  routes,
  fallback,
}: {
  routes: readonly RouteDefinition[];
  fallback: ReactNode;
}) {
  const { pathname } = useLocation();
  // A trailing slash (/team/) is the same page.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of routes) {
    if (route.path.endsWith('/*')) {
      const prefix = route.path.slice(0, -1);
      if (path.startsWith(prefix) && path.length > prefix.length) {
        return route.element(decodeURIComponent(path.slice(prefix.length)));
      }
    } else if (route.path === path) {
      return route.element('');
    }
  }
  return fallback;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** An ordinary link that the router follows without a page load (a modified click opens a tab). */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const { navigate } = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified || (target && target !== '_self'))
      return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} target={target} onClick={follow} {...rest} />;
}

/** A navigation link that tells screen readers (aria-current) and the eye which page is open. */
export function NavLink({ to, end = false, ...rest }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const active = end ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
  return <Link to={to} aria-current={active ? 'page' : undefined} {...rest} />;
}
