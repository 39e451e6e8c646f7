import { visuallyHidden } from '@mui/utils';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new screen may take to show its heading (a record or a list loading). */
const HEADING_WAIT_MS = 10_000;

/** A pause between clearing the live region and filling it, so the same title is read again. */
const ANNOUNCE_AFTER_MS = 100;

/** The console's login screen focuses its own first field. */
const isLogin = (pathname: string) => pathname === '/login';

/** Where a screen's title is: each console screen has one h1 in <main>. */
const findHeading = () => document.querySelector<HTMLElement>('main h1');

/** Calls back with the new screen's h1 once it is there; answers a function that stops waiting. */
const whenHeadingShows = (found: (heading: HTMLElement) => void) => {
  const now = findHeading();
  if (now) {
    found(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const heading = findHeading();
    if (!heading) return;
    stop();
    found(heading);
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
};

/**
 * Focus left on what was used to leave (a menu link, a Save or Confirm button) or lost with
 * the old screen may be moved; focus the new screen placed itself, or the administrator moved
 * meanwhile, is theirs.
 */
const mayMoveFocus = (left: Element | null) => {
  const active = document.activeElement;
  return !active || active === document.body || active === left || !active.isConnected;
};

/**
 * Whether the administrator has pressed a key or a pointer yet: screens reached before that
 * (the way to the login, an old address sent on to its new one) are still the page's load.
 */
const useHasInteracted = () => {
  const interacted = useRef(false);
  useEffect(() => {
    const note = () => {
      interacted.current = true;
    };
    const options = { capture: true, once: true };
    window.addEventListener('keydown', note, options);
    window.addEventListener('pointerdown', note, options);
    return () => {
      window.removeEventListener('keydown', note, options);
      window.removeEventListener('pointerdown', note, options);
    };
  }, []);
  return interacted;
};

/**
 * A change of screen, as a screen reader user and a keyboard user notice one: focus moves to
 * the new screen's h1 and its title is read out. Not on the first screen (the page load is
 * announced already), and not when only the query changes (a list's search, sort or page,
 * the QR sheet's event), where focus belongs to the control being used.
 */
export const RouteFocus = () => {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const liveRegion = useRef<HTMLDivElement>(null);
  const interacted = useHasInteracted();

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!interacted.current || isLogin(pathname)) return;
    const left = document.activeElement;
    const region = liveRegion.current;
    if (region) region.textContent = '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopWaiting = whenHeadingShows((heading) => {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      if (mayMoveFocus(left)) heading.focus();
      const title = heading.textContent?.trim() ?? '';
      timer = setTimeout(() => {
        if (region) region.textContent = title;
      }, ANNOUNCE_AFTER_MS);
    });
    return () => {
      stopWaiting();
      clearTimeout(timer);
    };
  }, [pathname, interacted]);

  return (
    <div
      ref={liveRegion}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      style={visuallyHidden}
    />
  );
};
