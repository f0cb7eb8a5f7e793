import { ADMIN_REASON_MAX } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { fieldErrorOf } from '../../../lib/field-error';
import styles from '../../components/admin.module.css';
import { useChangePlayerStatus, type PlayerAction } from './change-player-status';

/** What each action does to the player, said before it is done. */
const ACTIONS: Record<
  PlayerAction,
  { title: (name: string) => string; effect: string; button: string; done: string; danger: boolean }
> = {
  freeze: {
    title: (name) => `Freeze ${name}?`,
    effect:
      'A frozen player can still sign in and look around, but cannot play games, claim gifts or open QR links. Their sessions end at once, so they are signed out everywhere.',
    button: 'Freeze player',
    done: 'frozen',
    danger: true,
  },
  ban: {
    title: (name) => `Ban ${name}?`,
    effect:
      'A banned player cannot sign in. Their sessions end at once: they are signed out everywhere and any game they have open is closed.',
    button: 'Ban player',
    done: 'banned',
    danger: true,
  },
  unban: {
    title: (name) => `Make ${name} active again?`,
    effect: 'They can sign in, play games and claim gifts again.',
    button: 'Make active',
    done: 'active',
    danger: false,
  },
};

/** Asks for confirmation (and an optional reason for the audit log), then changes the status. */
export function PlayerStatusDialog({
  userId,
  name,
  action,
  onClose,
}: {
  userId: number;
  name: string;
  action: PlayerAction | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const change = useChangePlayerStatus(userId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const text = ACTIONS[action ?? 'ban'];

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!action) return;
    change.mutate(
      { action, reason },
      {
        onSuccess: (result) => {
          toast(
            result.changed ? `${name} is now ${text.done}.` : `${name} was already ${text.done}.`,
            'success',
          );
          close();
        },
        onError: (failure) => setError(fieldErrorOf(failure).text),
      },
    );
  };

  return (
    <Dialog open={action !== null} onClose={close} title={text.title(name)}>
      <form className={styles.dialogBody} onSubmit={submit} noValidate>
        <h2>{text.title(name)}</h2>
        <p className={styles.dialogText}>{text.effect}</p>
        <TextAreaField
          label="Reason (kept in the audit log)"
          rows={3}
          maxLength={ADMIN_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.formActions}>
          <button type="button" className="btn" onClick={close}>
            Cancel
          </button>
          <button
            type="submit"
            className={`btn ${text.danger ? styles.dangerButton : 'btn-primary'}`}
            disabled={change.isPending}
          >
            {change.isPending ? 'Saving…' : text.button}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
