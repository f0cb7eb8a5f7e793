import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './dialog.module.css';

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert and Escape closes
 * it; Tab and Shift+Tab wrap around inside it instead of leaving for the browser's own controls.
 * The control marked `data-autofocus` has the focus when it opens, or with `focusFirstField` its
 * first field; otherwise the browser's choice, the close button.
 */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

export function Dialog({
  open,
  onClose,
  title,
  children,
  closable = true,
  focusFirstField = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  closable?: boolean;
  focusFirstField?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // Opening focuses the first control, the close button; a dialog may name another.
      const chosen =
        dialog.querySelector<HTMLElement>('[data-autofocus]') ??
        (focusFirstField ? dialog.querySelector<HTMLElement>('input, select, textarea') : null);
      chosen?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, focusFirstField]);
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
      className={styles.dialog}
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
