import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  dismissToast,
  holdToast,
  releaseToast,
  toastStore,
  type Toast,
  type ToastPlace,
} from '../lib/toasts';
import { CloseIcon } from './Icons';
import './toaster.css';

const PLACES: readonly ToastPlace[] = ['top-right', 'bottom-right'];

/** Where a visitor types: the site search and the contact form's fields. */
const isField = (target: HTMLElement) => target.matches('input, textarea, select');

const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The toasts on screen over an element (a toast's card carries its id). */
const toastsOver = (element: HTMLElement) => {
  const spot = element.getBoundingClientRect();
  return [...document.querySelectorAll<HTMLElement>('[data-toast]')]
    .filter((card) => overlap(card.getBoundingClientRect(), spot))
    .map((card) => Number(card.dataset.toast));
};

interface ToastCardProps {
  toast: Toast;
  /** Called when the toast closes while focus is in it, so focus is not dropped to the page. */
  onCloseWithFocus: () => void;
}

function ToastCard({ toast, onCloseWithFocus }: ToastCardProps) {
  const ref = useRef<HTMLDivElement>(null);
  const messageId = useId();
  const [pointerOver, setPointerOver] = useState(false);
  const [focusIn, setFocusIn] = useState(false);
  const held = pointerOver || focusIn;

  useEffect(() => {
    if (held) holdToast(toast.id);
    else releaseToast(toast.id);
  }, [held, toast.id]);

  // A layout effect's clean-up runs while the toast is still in the page, so it can still
  // tell whether focus was in it.
  const giveBack = useRef(onCloseWithFocus);
  useLayoutEffect(() => {
    giveBack.current = onCloseWithFocus;
  });
  useLayoutEffect(() => {
    const card = ref.current;
    return () => {
      if (card?.contains(document.activeElement)) giveBack.current();
    };
  }, []);

  return (
    <div
      ref={ref}
      data-toast={toast.id}
      className={`toast toast--${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      onPointerEnter={() => setPointerOver(true)}
      onPointerLeave={() => setPointerOver(false)}
      onFocus={() => setFocusIn(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setFocusIn(false)}
      onKeyDown={(event) => event.key === 'Escape' && dismissToast(toast.id)}
    >
      <p id={messageId} className="toast__message">
        {toast.message}
      </p>
      {/* Which of the toasts it closes: its message is the button's description. */}
      <button
        type="button"
        className="toast__close"
        aria-label="Close notification"
        aria-describedby={messageId}
        onClick={() => dismissToast(toast.id)}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

/**
 * The two toast corners. The regions are always in the page, so screen readers announce a
 * toast when it appears (a live region added together with its text is often missed).
 *
 * A toast tells what just happened; it must never sit over what the visitor is on. Once they
 * move on to a field (the site search, a form) it has had its say and closes, so it covers
 * neither what they type nor the search results; and one that a focused control has come to
 * lie under closes too. A toast waits while it is pointed at or focused, and one closed from
 * the keyboard gives focus back to where the visitor was before.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, () => []);
  const before = useRef<HTMLElement | null>(null);

  useEffect(() => {
    let frame = 0;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || target.closest('.toaster')) return;
      before.current = target;
      if (isField(target)) return toastStore.snapshot().forEach((t) => dismissToast(t.id));
      // Measured once the browser has scrolled the control into view, after this event.
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (document.activeElement === target) toastsOver(target).forEach(dismissToast);
      });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      cancelAnimationFrame(frame);
    };
  }, []);

  // Back where the visitor was; if that has gone or is hidden (it does not take focus), the
  // page's content.
  const giveFocusBack = () => {
    const back = before.current;
    back?.focus();
    if (!back || document.activeElement !== back) document.getElementById('main')?.focus();
  };

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
          <ToastCard key={t.id} toast={t} onCloseWithFocus={giveFocusBack} />
        ))}
    </div>
  ));
}
