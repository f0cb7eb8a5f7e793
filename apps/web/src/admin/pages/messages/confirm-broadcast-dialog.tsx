import { ConfirmDialog } from '../../components/form-dialog';

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
    <ConfirmDialog
      open={open}
      title="Send to all players?"
      action={{ label: 'Send to all players', pendingLabel: 'Sending…' }}
      onSubmit={onConfirm}
      onClose={onCancel}
    >
      “{title}” goes to every player’s inbox, including players who sign up later, and lights their
      message dot. A sent message cannot be called back.
    </ConfirmDialog>
  );
}
