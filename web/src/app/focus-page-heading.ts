/**
 * Puts focus on the page's own heading, where a new page (or the way back to the top) starts:
 * a screen reader reads it, and the next Tab goes on from there. A heading is not a control,
 * so it is focusable only from script (tabindex -1) and shows no ring (base.css). Without a
 * heading, the page's content takes focus.
 */
export function focusPageHeading() {
  const main = document.getElementById('main');
  const heading = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  // The page has already been scrolled where it should be (top, or where Back left it).
  heading.focus({ preventScroll: true });
}
