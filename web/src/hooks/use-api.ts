import { useEffect, useState } from 'react';
import { getJson } from '../lib/api';

export interface ApiState<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
}

interface Settled<T> {
  path: string;
  data?: T;
  error?: Error;
}

/** Loads `path` once per mount (and again if the path changes); an unmount aborts the request. */
export function useApi<T>(path: string): ApiState<T> {
  const [settled, setSettled] = useState<Settled<T>>();

  useEffect(() => {
    const controller = new AbortController();
    getJson<T>(path, controller.signal).then(
      (data) => setSettled({ path, data }),
      (error: unknown) => {
        // An aborted request belongs to a view that is gone; nothing to report.
        if (controller.signal.aborted) return;
        setSettled({ path, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => controller.abort();
  }, [path]);

  // Keyed by path, so a new path reads as loading without resetting state inside the effect.
  const current = settled?.path === path ? settled : undefined;
  return { data: current?.data, error: current?.error, loading: current === undefined };
}
