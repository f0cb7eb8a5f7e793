import type { FormEvent, ReactNode } from 'react';
import { Dialog } from '../../components/ui/dialog';
import styles from './admin.module.css';

export interface FormDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The action button's text, and its text while the action is under way. */
  action: { label: string; pendingLabel: string };
  pending?: boolean;
  /** `danger` is for what is hard to take back (a ban, a deletion, a message to everyone). */
  tone?: 'primary' | 'danger';
  /** Cancel has the focus on opening, so a stray Enter does nothing. */
  focusCancel?: boolean;
  /** Why the server refused, said above the buttons. */
  error?: string | null;
  onSubmit: () => void;
  onClose: () => void;
}

/**
 * The console's dialog: a heading, its fields or text, a refusal, then Cancel and the action. It
 * opens with the focus on its first field (or on Cancel when asked).
 */
export function FormDialog({
  open,
  title,
  children,
  action,
  pending = false,
  tone = 'primary',
  focusCancel = false,
  error,
  onSubmit,
  onClose,
}: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React passes a submit on to the forms around the dialog in the component tree.
    event.stopPropagation();
    if (!pending) onSubmit();
  };
  const danger = tone === 'danger';
  return (
    <Dialog open={open} onClose={onClose} title={title} focusFirstField>
      <form className={styles.dialogBody} onSubmit={submit} noValidate>
        <h2>{title}</h2>
        {children}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.formActions}>
          <button
            type="button"
            className="btn"
            onClick={onClose}
            data-autofocus={focusCancel || undefined}
          >
            Cancel
          </button>
          <button
            type="submit"
            className={`btn ${danger ? styles.dangerButton : 'btn-primary'}`}
            disabled={pending}
          >
            {pending ? action.pendingLabel : action.label}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * A question before a change players would notice at once or that cannot be undone: the action
 * is red and Cancel has the focus.
 */
export function ConfirmDialog({
  children,
  ...props
}: Omit<FormDialogProps, 'tone' | 'focusCancel'>) {
  return (
    <FormDialog {...props} tone="danger" focusCancel>
      <div className={styles.dialogText}>{children}</div>
    </FormDialog>
  );
}
