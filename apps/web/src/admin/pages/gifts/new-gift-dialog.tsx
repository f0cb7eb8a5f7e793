import {
  GIFT_DESCRIPTION_MAX,
  GIFT_TITLE_MAX,
  ValidationText,
  type AdminGift,
} from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { fieldErrorOf } from '../../../lib/field-error';
import styles from '../../components/admin.module.css';
import { useCreateGift } from './create-gift';
import { GamePicker, type PickedGame } from './game-picker';

interface Form {
  game: PickedGame | null;
  title: string;
  description: string;
  recharge: string;
  startsAt: string;
  endsAt: string;
}

const EMPTY: Form = {
  game: null,
  title: '',
  description: '',
  recharge: '0',
  startsAt: '',
  endsAt: '',
};

/** A datetime-local value is the admin's own local time. */
const instantOf = (value: string): number | undefined =>
  value === '' ? undefined : new Date(value).getTime();

function check(form: Form): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.game) errors.appId = 'Please choose the game.';
  if (form.title.trim() === '') errors.title = ValidationText.notEmpty;
  if (!/^\d+$/.test(form.recharge.trim()))
    errors.rechargeRequirement = 'Please enter a whole number.';
  const starts = instantOf(form.startsAt) ?? Date.now();
  const ends = instantOf(form.endsAt);
  if (ends !== undefined && ends <= starts) errors.endsAt = 'The end must come after the start.';
  return errors;
}

/** A new gift pack for a game; its codes are imported once it exists. */
export function NewGiftDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (gift: AdminGift) => void;
}) {
  const create = useCreateGift();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));

  const close = () => {
    setForm(EMPTY);
    setErrors({});
    setFormError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(form);
    setErrors(found);
    setFormError(null);
    if (!form.game || Object.keys(found).length > 0) return;
    create.mutate(
      {
        appId: form.game.appId,
        title: form.title.trim(),
        description: form.description.trim(),
        rechargeRequirement: Number(form.recharge.trim()),
        startsAt: instantOf(form.startsAt),
        endsAt: instantOf(form.endsAt) ?? null,
      },
      {
        onSuccess: (gift) => {
          close();
          onCreated(gift);
        },
        onError: (error) => {
          const { field, text } = fieldErrorOf(error);
          if (field) setErrors({ [field]: text });
          else setFormError(text);
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} title="New gift">
      <form className={styles.dialogBody} onSubmit={submit} noValidate>
        <h2>New gift</h2>
        <p className={styles.dialogText}>
          Codes are imported from a CSV file once the gift exists.
        </p>
        <GamePicker
          label="Game"
          value={form.game}
          onChange={(game) => set({ game })}
          error={errors.appId}
        />
        <TextField
          label="Title"
          value={form.title}
          maxLength={GIFT_TITLE_MAX}
          onChange={(event) => set({ title: event.target.value })}
          error={errors.title}
        />
        <TextAreaField
          label="Description"
          rows={3}
          value={form.description}
          maxLength={GIFT_DESCRIPTION_MAX}
          onChange={(event) => set({ description: event.target.value })}
          error={errors.description}
        />
        <TextField
          label="Recharge needed to claim (0 for everyone)"
          inputMode="numeric"
          value={form.recharge}
          onChange={(event) => set({ recharge: event.target.value })}
          error={errors.rechargeRequirement}
        />
        <TextField
          label="Shows from (empty: now)"
          type="datetime-local"
          value={form.startsAt}
          onChange={(event) => set({ startsAt: event.target.value })}
          error={errors.startsAt}
        />
        <TextField
          label="Shows until (empty: no end)"
          type="datetime-local"
          value={form.endsAt}
          onChange={(event) => set({ endsAt: event.target.value })}
          error={errors.endsAt}
        />
        {formError && (
          <p className={styles.error} role="alert">
            {formError}
          </p>
        )}
        <div className={styles.formActions}>
          <button type="button" className="btn" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create gift'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
