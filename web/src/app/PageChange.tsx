import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '../lib/router';
import { focusPageHeading } from './focus-page-heading';

/**
 * What a change of address does besides showing the page:
 * - a link to a card (#team-…) or the skip link (#main) brings its target into view and focus;
 * - a new page starts at its top; Back and Forward are left to the browser, which restores
 *   where the visitor was;
 * - on a new page, focus moves to its heading and its title is announced, as a page load
 *   would do. Otherwise focus stays on a link of the page that has gone, and a screen reader
 *   says nothing. Not on the first load: the browser does that one itself.
 *
 * It goes after the page in the layout, so the page has set its title when this runs.
 */
export function PageChange() {
  const { pathname, search, hash } = useLocation();
  const type = useNavigationType();
  const shown = useRef<string>(undefined);
  const announcer = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const page = pathname + search;
    const newPage = shown.current !== undefined && shown.current !== page;
    shown.current = page;

    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView({ block: 'center' });
      target.focus({ preventScroll: true });
    } else if (type !== 'POP') {
      window.scrollTo(0, 0);
    }
    if (!newPage) return;
    if (!target) focusPageHeading();
    if (announcer.current) announcer.current.textContent = document.title;
  }, [pathname, search, hash, type]);

  return <p ref={announcer} role="status" className="visually-hidden" />;
}
