/** Spec §9: data toasts sit top-right, the welcome toasts bottom-right. */
export type ToastPlace = 'top-right' | 'bottom-right';

export interface Toast {
  id: number;
  message: string;
  kind: 'success' | 'error' | 'info';
  place: ToastPlace;
}

type Listener = () => void;

/** A toast's time left; `running` while nobody is reading it. */
interface Clock {
  leftMs: number;
  since: number;
  running?: ReturnType<typeof setTimeout>;
}

/** Once let go, a toast stays at least this long, so it does not vanish under the pointer. */
export const AFTER_HOLD_MS = 1500;

let toasts: readonly Toast[] = [];
let nextId = 1;
const clocks = new Map<number, Clock>();
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l());

export const dismissToast = (id: number) => {
  clearTimeout(clocks.get(id)?.running);
  clocks.delete(id);
  if (!toasts.some((t) => t.id === id)) return;
  toasts = toasts.filter((t) => t.id !== id);
  emit();
};

const run = (id: number, clock: Clock) => {
  clock.since = Date.now();
  clock.running = setTimeout(() => dismissToast(id), clock.leftMs);
};

/**
 * Stops a toast's clock while the visitor reads it (pointer over it) or is on it (focus in
 * it): a message must not close under the visitor's hand (WCAG 2.2.1).
 */
export const holdToast = (id: number) => {
  const clock = clocks.get(id);
  if (!clock?.running) return;
  clearTimeout(clock.running);
  clock.running = undefined;
  clock.leftMs -= Date.now() - clock.since;
};

/** Starts a held toast's clock again with the time it had left. */
export const releaseToast = (id: number) => {
  const clock = clocks.get(id);
  if (!clock || clock.running) return;
  clock.leftMs = Math.max(clock.leftMs, AFTER_HOLD_MS);
  run(id, clock);
};

/** Shows a message that closes itself after `closeAfterMs` (or when the visitor closes it). */
export const showToast = (
  message: string,
  {
    kind = 'info',
    place = 'top-right',
    closeAfterMs = 5000,
  }: Partial<Omit<Toast, 'id' | 'message'>> & {
    closeAfterMs?: number;
  } = {},
) => {
  const id = nextId++;
  toasts = [...toasts, { id, message, kind, place }];
  const clock: Clock = { leftMs: closeAfterMs, since: 0 };
  clocks.set(id, clock);
  run(id, clock);
  emit();
  return id;
};

export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => toasts,
};
