import { Children, Suspense, useDeferredValue, type ReactNode } from 'react';
import { usePublishedPage } from '../hooks/use-published-page';

/**
 * The parts of a long page below its top.
 *
 * Rendered in the browser, they come just after the page's first paint, in the background: the
 * top shows sooner. Until then a screen's height holds their place, so the footer stays out of
 * view and nothing a visitor sees moves when the rest arrives.
 *
 * A published page has all of them in its HTML already. There each part is taken over
 * (hydrated) on its own, in its own task, so the browser stays free to answer the visitor
 * between them instead of taking the whole page over in one long task.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const published = usePublishedPage();
  const ready = useDeferredValue(true, false);
  if (published) return Children.map(children, (part) => <Suspense>{part}</Suspense>);
  return ready ? children : <div className="after-first-paint" aria-hidden="true" />;
}
