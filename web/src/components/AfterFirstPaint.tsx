import { useDeferredValue, type ReactNode } from 'react';
import { usePublishedPage } from '../hooks/use-published-page';

/**
 * Renders its children just after the page's first paint, in the background: the top of a
 * long page shows sooner. Until then it holds a screen's height, so the footer stays out of
 * view and nothing a visitor sees moves when the rest arrives. A published page has all of it
 * in its HTML already: there it is there from the start.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const published = usePublishedPage();
  const ready = useDeferredValue(true, false);
  return published || ready ? children : <div className="after-first-paint" aria-hidden="true" />;
}
