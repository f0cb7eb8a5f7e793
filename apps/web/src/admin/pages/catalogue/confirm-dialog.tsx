import type { ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import styles from './catalogue.module.css';

/**
 * Asks before a change that players would notice at once or that cannot be undone (closing a
 * game, deleting a banner or a story). Escape and Cancel leave everything as it was.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pendingLabel,
  pending = false,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <div className={styles.confirm}>
        <h2 className={styles.confirmTitle}>{title}</h2>
        <div className={styles.confirmText}>{children}</div>
        {error && (
          <p className={styles.refusal} role="alert">
            {error}
          </p>
        )}
        <div className={styles.confirmActions}>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={`btn ${styles.danger}`}
            disabled={pending}
            onClick={onConfirm}
          >
            {pending ? pendingLabel : confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
