import { achievement, type SiteRecord } from '@club/model';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { CloseIcon } from '../../../components/Icons';
import { pictureProps } from '../../../components/picture-props';

type Achievement = SiteRecord<typeof achievement>;

// The dialog is min(40rem, 100vw - 2rem) wide, and its content has 1.5rem of padding.
const IMAGE_SIZES = '(min-width: 672px) 592px, calc(100vw - 80px)';

const FOCUSABLE =
  'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round inside the dialog instead of out to the browser. */
const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
};

interface AchievementDialogProps {
  achievement: Achievement | undefined;
  onClose: () => void;
}

/**
 * The More of an achievement (spec §2): a modal with its picture, main title and three
 * descriptions, closed by either Close button, by Escape or by a click outside it.
 */
export function AchievementDialog({ achievement: a, onClose }: AchievementDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (a && !dialog?.open) dialog?.showModal();
    if (!a && dialog?.open) dialog.close();
  }, [a]);

  const close = () => ref.current?.close();
  return (
    <dialog
      ref={ref}
      className="achievement-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={keepFocusInside}
      // The dialog's own box is only reached through its backdrop: the content fills the rest.
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      {a && (
        <div className="achievement-dialog__content">
          <button
            type="button"
            className="achievement-dialog__x"
            onClick={close}
            aria-label="Close"
          >
            <CloseIcon />
          </button>
          <img
            className="achievement-dialog__image"
            {...pictureProps(achievement, a.image, IMAGE_SIZES, 'eager')}
            alt=""
            width={900}
            height={600}
          />
          <p className="section__eyebrow">{a.title}</p>
          <h2 id={titleId} className="achievement-dialog__title">
            {a.maintitle}
          </h2>
          {[a.description1, a.description2, a.description3].filter(Boolean).map((text, i) => (
            <p key={i}>{text}</p>
          ))}
          <button type="button" className="button button--primary" onClick={close}>
            Close
          </button>
        </div>
      )}
    </dialog>
  );
}
