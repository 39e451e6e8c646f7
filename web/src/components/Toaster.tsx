import { useSyncExternalStore } from 'react';
import { dismissToast, toastStore, type ToastPlace } from '../lib/toasts';
import { CloseIcon } from './Icons';
import './toaster.css';

const PLACES: readonly ToastPlace[] = ['top-right', 'bottom-right'];

/**
 * The two toast corners. The regions are always in the page, so screen readers announce a
 * toast when it appears (a live region added together with its text is often missed).
 */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, () => []);
  return PLACES.map((place) => (
    <div
      key={place}
      className={`toaster toaster--${place}`}
      role="region"
      aria-label={place === 'top-right' ? 'Notifications' : 'Welcome messages'}
      aria-live="polite"
    >
      {toasts
        .filter((t) => t.place === place)
        .map((t) => (
          <div
            key={t.id}
            className={`toast toast--${t.kind}`}
            role={t.kind === 'error' ? 'alert' : 'status'}
          >
            <p className="toast__message">{t.message}</p>
            <button
              type="button"
              className="toast__close"
              aria-label="Close notification"
              onClick={() => dismissToast(t.id)}
            >
              <CloseIcon size={16} />
            </button>
          </div>
        ))}
    </div>
  ));
}
