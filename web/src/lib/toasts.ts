/** Spec §9: data toasts sit top-right, the welcome toasts bottom-right. */
export type ToastPlace = 'top-right' | 'bottom-right';

export interface Toast {
  id: number;
  message: string;
  kind: 'success' | 'error' | 'info';
  place: ToastPlace;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l());

export const dismissToast = (id: number) => {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
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
  emit();
  setTimeout(() => dismissToast(id), closeAfterMs);
  return id;
};

export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => toasts,
};
