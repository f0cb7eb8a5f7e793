import {
  GIFT_DESCRIPTION_MAX,
  GIFT_TITLE_MAX,
  ValidationText,
  type AdminGift,
} from '@portal/contracts';
import { useState } from 'react';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { fieldErrorOf } from '../../../lib/field-error';
import styles from '../../components/admin.module.css';
import { FormDialog } from '../../components/form-dialog';
import { useCreateGift } from './create-gift';
import { GamePicker, type PickedGame } from './game-picker';
import { useUpdateGift } from './update-gift';

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

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a datetime-local value, to the minute. */
function localInputOf(instant: number | null): string {
  if (instant === null) return '';
  const d = new Date(instant);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const formOf = (gift: AdminGift): Form => ({
  game: { appId: gift.appId, appName: gift.appName },
  title: gift.title,
  description: gift.description,
  recharge: String(gift.rechargeRequirement),
  startsAt: localInputOf(gift.startsAt),
  endsAt: localInputOf(gift.endsAt),
});

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

/**
 * A new gift pack for a game (its codes are imported once it exists), or, given `gift`, that
 * gift's text, requirement and dates; its game stays. Render it with a `key` per gift, so that
 * each one opens with its own values.
 */
export function GiftDialog({
  open,
  gift,
  onClose,
  onSaved,
}: {
  open: boolean;
  gift?: AdminGift;
  onClose: () => void;
  onSaved: (gift: AdminGift) => void;
}) {
  const create = useCreateGift();
  const update = useUpdateGift();
  const saving = gift ? update : create;
  const initial = gift ? formOf(gift) : EMPTY;
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));

  const close = () => {
    setForm(initial);
    setErrors({});
    setFormError(null);
    onClose();
  };

  const submit = () => {
    const found = check(form);
    setErrors(found);
    setFormError(null);
    if (!form.game || Object.keys(found).length > 0) return;
    const fields = {
      title: form.title.trim(),
      description: form.description.trim(),
      rechargeRequirement: Number(form.recharge.trim()),
      startsAt: instantOf(form.startsAt),
      endsAt: instantOf(form.endsAt) ?? null,
    };
    const handlers = {
      onSuccess: (saved: AdminGift) => {
        close();
        onSaved(saved);
      },
      onError: (error: Error) => {
        const { field, text } = fieldErrorOf(error);
        if (field) setErrors({ [field]: text });
        else setFormError(text);
      },
    };
    if (!gift) {
      create.mutate({ appId: form.game.appId, ...fields }, handlers);
      return;
    }
    // A date the publisher left alone keeps its seconds, which the field does not show.
    const kept = (value: string, before: string, instant: number | null) =>
      value === before ? instant : (instantOf(value) ?? null);
    update.mutate(
      {
        giftId: gift.giftId,
        ...fields,
        startsAt: kept(form.startsAt, initial.startsAt, gift.startsAt) ?? Date.now(),
        endsAt: kept(form.endsAt, initial.endsAt, gift.endsAt),
      },
      handlers,
    );
  };
  const heading = gift ? 'Edit gift' : 'New gift';
  const action = gift
    ? { label: 'Save changes', pendingLabel: 'Saving…' }
    : { label: 'Create gift', pendingLabel: 'Creating…' };

  return (
    <FormDialog
      open={open}
      title={heading}
      action={action}
      pending={saving.isPending}
      error={formError}
      onSubmit={submit}
      onClose={close}
    >
      <p className={styles.dialogText}>
        {gift
          ? `A gift of ${gift.appName}. Its game and codes stay; to take it off the Gift Center, set its end to now.`
          : 'Codes are imported from a CSV file once the gift exists.'}
      </p>
      {!gift && (
        <GamePicker
          label="Game"
          value={form.game}
          onChange={(game) => set({ game })}
          error={errors.appId}
        />
      )}
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
        label="Recharge needed to claim, in US dollars (0 for everyone)"
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
    </FormDialog>
  );
}
