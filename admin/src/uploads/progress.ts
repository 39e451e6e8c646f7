import { useSyncExternalStore } from 'react';

/** The file a save is sending right now, how far it got, and how to stop it. */
export interface UploadInProgress {
  name: string;
  /** 0 to 100. */
  percent: number;
  cancel: () => void;
}

// A save sends its files one after another, so the form shows one at a time. Saves running side
// by side (a bulk issue) each own the bar until their next file; a stale one does not clear it.
let current: (UploadInProgress & { id: number }) | undefined;
let lastId = 0;
const listeners = new Set<() => void>();

const publish = (next: typeof current) => {
  current = next;
  listeners.forEach((listener) => listener());
};

/** Written by the data provider while a save uploads; read by the form's progress bar. */
export const uploadProgress = {
  /** Shows a new upload; answers the functions that report on this one upload only. */
  start: (name: string, cancel: () => void) => {
    const id = ++lastId;
    publish({ id, name, percent: 0, cancel });
    return {
      advance: (fraction: number) => {
        if (current?.id === id)
          publish({ ...current, percent: Math.min(100, Math.round(fraction * 100)) });
      },
      finish: () => {
        if (current?.id === id) publish(undefined);
      },
    };
  },
  current: (): UploadInProgress | undefined => current,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export const useUploadProgress = () =>
  useSyncExternalStore(uploadProgress.subscribe, uploadProgress.current);
