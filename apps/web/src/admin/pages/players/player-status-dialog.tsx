import { ADMIN_REASON_MAX } from '@portal/contracts';
import { useState } from 'react';
import { TextAreaField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { fieldErrorOf } from '../../../lib/field-error';
import styles from '../../components/admin.module.css';
import { FormDialog } from '../../components/form-dialog';
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

  const submit = () => {
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
    <FormDialog
      open={action !== null}
      title={text.title(name)}
      action={{ label: text.button, pendingLabel: 'Saving…' }}
      pending={change.isPending}
      tone={text.danger ? 'danger' : 'primary'}
      error={error}
      onSubmit={submit}
      onClose={close}
    >
      <p className={styles.dialogText}>{text.effect}</p>
      <TextAreaField
        label="Reason (kept in the audit log)"
        rows={3}
        maxLength={ADMIN_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormDialog>
  );
}
