import { Dialog } from '../../../components/ui/dialog';
import styles from '../../components/admin.module.css';

/** The last word before a message goes to every player: it cannot be called back. */
export function ConfirmBroadcastDialog({
  open,
  title,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} title="Send to all players?">
      <div className={styles.dialogBody}>
        <h2>Send to all players?</h2>
        <p className={styles.dialogText}>
          “{title}” goes to every player’s inbox, including players who sign up later, and lights
          their message dot. A sent message cannot be called back.
        </p>
        <div className={styles.formActions}>
          <button type="button" className="btn" onClick={onCancel} autoFocus>
            Cancel
          </button>
          <button type="button" className={`btn ${styles.dangerButton}`} onClick={onConfirm}>
            Send to all players
          </button>
        </div>
      </div>
    </Dialog>
  );
}
