import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { prefersReducedMotion } from '../../lib/motion';
import { PHONE_QUERY } from '../../lib/phone';
import styles from './dialog.module.css';

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert and Escape closes
 * it; Tab and Shift+Tab wrap around inside it instead of leaving for the browser's own controls.
 * The control marked `data-autofocus` has the focus when it opens, or with `focusFirstField` its
 * first field; otherwise the browser's choice, the close button. Closing gives the focus back to
 * the control that had it before.
 *
 * `variant`: a centred box (`dialog`); a box that fills a phone's screen (`sheet`, for long
 * forms: the on-screen keyboard has room below the field in use); a panel from the left edge
 * (`drawer`).
 */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
/** About how long a phone's keyboard takes to slide in. */
const KEYBOARD_MS = 300;
/** A smooth scroll, or a jump for a player who asks for less motion. */
const scrolling = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');

export function Dialog({
  open,
  onClose,
  title,
  children,
  closable = true,
  focusFirstField = false,
  variant = 'dialog',
  id,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  closable?: boolean;
  focusFirstField?: boolean;
  variant?: 'dialog' | 'sheet' | 'drawer';
  id?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // Opening focuses the first control, the close button; a dialog may name another.
      const chosen =
        dialog.querySelector<HTMLElement>('[data-autofocus]') ??
        (focusFirstField ? dialog.querySelector<HTMLElement>('input, select, textarea') : null);
      chosen?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      const previous = returnFocus.current;
      returnFocus.current = null;
      if (previous?.isConnected) previous.focus();
    }
  }, [open, focusFirstField]);
  // A phone's keyboard covers the lower part of the screen: the field in use is scrolled into
  // the part left visible once the keyboard has opened (it resizes the page, see index.html).
  const keepFieldInView = (event: FocusEvent<HTMLDialogElement>) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    if (!window.matchMedia(PHONE_QUERY).matches) return;
    setTimeout(() => field.scrollIntoView({ block: 'center', behavior: scrolling() }), KEYBOARD_MS);
  };
  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (node) => node.tabIndex >= 0 && !node.hasAttribute('disabled'),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  return (
    <dialog
      onKeyDown={trapTab}
      ref={ref}
      id={id}
      onFocus={keepFieldInView}
      className={styles.dialog}
      data-variant={variant}
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        if (closable) onClose();
      }}
    >
      {closable && (
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
          ×
        </button>
      )}
      {children}
    </dialog>
  );
}
