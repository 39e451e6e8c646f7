import { useSyncExternalStore } from 'react';
import { ArrowUpIcon } from '../../components/Icons';
import { SCROLL_TOP_THRESHOLD } from '../../config/site';
import { focusPageHeading } from '../focus-page-heading';
import './scroll-to-top.css';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};
// A boolean snapshot re-renders only when the threshold is crossed, not on every scroll event.
const isPastThreshold = () => window.scrollY > SCROLL_TOP_THRESHOLD;

/** The way back up from a long page; it goes at the end of `main` (see its CSS). */
export function ScrollToTop() {
  const visible = useSyncExternalStore(subscribe, isPastThreshold, () => false);
  if (!visible) return null;

  const scrollUp = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // The button goes once the page is up: focus goes up too, to the page's heading, rather
    // than out of the page with the button.
    focusPageHeading();
  };
  return (
    <button type="button" className="scroll-top" aria-label="Scroll to top" onClick={scrollUp}>
      <ArrowUpIcon />
    </button>
  );
}
