import { useEffect, useState } from 'react';
import { COUNTER } from '../../../config/site';

/** Starts false and turns true, for good, once `share` of the element is on screen. */
function useSeenOnce(element: Element | null, share: number) {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (!element || seen) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) setSeen(true);
      },
      { threshold: share },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, share, seen]);
  return seen;
}

/**
 * Counts each value up from 0 by one every 15 ms once half the element is visible, each
 * stopping at its own value (spec §4). Without motion the values stand from the start.
 */
export function useCountUp(values: readonly number[], animate: boolean) {
  // A callback ref: the band may mount after the first render, and must be watched then.
  const [element, ref] = useState<HTMLElement | null>(null);
  const seen = useSeenOnce(element, COUNTER.visibleShare);
  const [step, setStep] = useState(0);
  const target = Math.max(0, ...values);

  useEffect(() => {
    if (!animate || !seen) return;
    const timer = setInterval(() => {
      setStep((s) => {
        // Stops once the largest value is reached; clearing twice (strict mode) is harmless.
        if (s + 1 >= target) clearInterval(timer);
        return Math.min(s + 1, target);
      });
    }, COUNTER.stepMs);
    return () => clearInterval(timer);
  }, [animate, seen, target]);

  const counts = values.map((v) => (animate ? Math.min(v, step) : v));
  return { ref, counts };
}
