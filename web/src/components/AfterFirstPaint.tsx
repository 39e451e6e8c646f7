import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders its children just after the page's first paint, in the background: the top of a
 * long page shows sooner. Until then it holds a screen's height, so the footer stays out of
 * view and nothing a visitor sees moves when the rest arrives.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : <div className="after-first-paint" aria-hidden="true" />;
}
