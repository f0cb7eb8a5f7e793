import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useDeleteMessage } from '../api/delete-message';
import styles from './messages.module.css';

export interface DeleteTarget {
  notifId: number;
  title: string;
}

/** Deleting asks first; `onDeleted` runs once the server has removed it. */
export function DeleteMessageDialog({
  target,
  onClose,
  onDeleted,
}: {
  target: DeleteTarget | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteMessage();
  const toast = useToast();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = async (notifId: number) => {
    try {
      await remove.mutateAsync(notifId);
    } catch {
      return;
    }
    toast('Message deleted', 'success');
    close();
    onDeleted?.();
  };
  return (
    <Dialog open={target !== null} onClose={close} title="Delete message">
      {target && (
        <div className={styles.dialogBody}>
          <h2 className={styles.dialogTitle}>Delete this message?</h2>
          <p className={styles.dialogText}>
            “{target.title}” will be removed from your messages. This cannot be undone.
          </p>
          {remove.error && (
            <p className={styles.error} role="alert">
              {remove.error instanceof ApiError
                ? remove.error.message
                : 'The message could not be deleted.'}
            </p>
          )}
          <div className={styles.dialogActions}>
            <button type="button" className="btn" onClick={close}>
              Cancel
            </button>
            <button
              type="button"
              className={`btn ${styles.danger}`}
              disabled={remove.isPending}
              onClick={() => void confirm(target.notifId)}
            >
              {remove.isPending ? 'Deleting…' : 'Delete'}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
