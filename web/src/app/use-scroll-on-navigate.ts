import { useEffect } from 'react';
import { useLocation, useNavigationType } from '../lib/router';

/**
 * A new page starts at its top, and a link to a card (#team-…) brings that card into view
 * and focus. Back and forward are left to the browser, which restores where the visitor was.
 */
export function useScrollOnNavigate() {
  const { pathname, search, hash } = useLocation();
  const type = useNavigationType();

  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView({ block: 'center' });
      target.focus({ preventScroll: true });
    } else if (type !== 'POP') {
      window.scrollTo(0, 0);
    }
  }, [pathname, search, hash, type]);
}
