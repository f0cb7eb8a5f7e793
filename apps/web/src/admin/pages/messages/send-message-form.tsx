import {
  ADMIN_MESSAGE_CONTENT_MAX,
  Code,
  ADMIN_MESSAGE_SENDER_MAX,
  ADMIN_MESSAGE_TITLE_MAX,
  MessageType,
  ValidationText,
  type AdminMessageSendRequest,
  type MessageAudienceValue,
  type MessageTypeValue,
} from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorOf } from '../../../lib/field-error';
import styles from '../../components/admin.module.css';
import { ConfirmBroadcastDialog } from './confirm-broadcast-dialog';
import { MESSAGE_TYPE_LABEL } from './message-types';
import own from './messages.module.css';
import { useSendMessage } from './send-message';

interface Form {
  audience: MessageAudienceValue;
  userId: string;
  type: MessageTypeValue;
  title: string;
  content: string;
  sender: string;
}

const blank = (userId: string): Form => ({
  audience: 'user',
  userId,
  type: 'system',
  title: '',
  content: '',
  sender: '',
});

function check(form: Form): Record<string, string> {
  const errors: Record<string, string> = {};
  if (form.audience === 'user' && !/^[1-9]\d{0,9}$/.test(form.userId.trim())) {
    errors.userId = 'Please enter the player’s user id.';
  }
  if (form.title.trim() === '') errors.title = ValidationText.notEmpty;
  if (form.content.trim() === '') errors.content = ValidationText.notEmpty;
  return errors;
}

const payloadOf = (form: Form): AdminMessageSendRequest => ({
  audience: form.audience,
  userId: form.audience === 'user' ? Number(form.userId.trim()) : undefined,
  type: form.type,
  title: form.title.trim(),
  content: form.content.trim(),
  sender: form.sender.trim() || undefined,
});

/**
 * A message to one player or to every player. A broadcast lights every player's red dot and
 * cannot be called back, so it is confirmed first.
 */
export function SendMessageForm({ userId = '' }: { userId?: string }) {
  const toast = useToast();
  const send = useSendMessage();
  const [form, setForm] = useState<Form>(() => blank(userId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const set = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));

  const deliver = () => {
    setConfirming(false);
    send.mutate(payloadOf(form), {
      onSuccess: (message) => {
        toast(
          message.audience === 'all'
            ? 'Message sent to every player.'
            : `Message sent to player ${message.userId ?? ''}.`,
          'success',
        );
        setForm(blank(''));
      },
      onError: (error) => {
        const { field, text } = fieldErrorOf(error);
        // The one refusal about a person: the user id names no player.
        if (error instanceof ApiError && error.code === Code.RECORD_NOT_FOUND) {
          setErrors({ userId: text });
        } else if (field && field in form) setErrors({ [field]: text });
        else setFormError(text);
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(form);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    if (form.audience === 'all') setConfirming(true);
    else deliver();
  };

  return (
    <>
      <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby="compose-title">
        <h2 id="compose-title">New message</h2>
        <fieldset className={own.audience}>
          <legend>To</legend>
          {(
            [
              ['user', 'One player'],
              ['all', 'All players'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className={own.choice}>
              <input
                type="radio"
                name="audience"
                value={value}
                checked={form.audience === value}
                onChange={() => set({ audience: value })}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <div className={styles.formGrid}>
          {form.audience === 'user' && (
            <TextField
              label="User id"
              inputMode="numeric"
              value={form.userId}
              onChange={(event) => set({ userId: event.target.value })}
              error={errors.userId}
            />
          )}
          <SelectField
            label="Type"
            value={form.type}
            onChange={(event) => set({ type: event.target.value as MessageTypeValue })}
          >
            {MessageType.map((type) => (
              <option key={type} value={type}>
                {MESSAGE_TYPE_LABEL[type]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Sender (empty: the team)"
            value={form.sender}
            maxLength={ADMIN_MESSAGE_SENDER_MAX}
            onChange={(event) => set({ sender: event.target.value })}
            error={errors.sender}
          />
        </div>
        <TextField
          label="Title"
          value={form.title}
          maxLength={ADMIN_MESSAGE_TITLE_MAX}
          onChange={(event) => set({ title: event.target.value })}
          error={errors.title}
        />
        <TextAreaField
          label="Content"
          hint="HTML: text formatting, lists, links and images are kept."
          rows={6}
          value={form.content}
          maxLength={ADMIN_MESSAGE_CONTENT_MAX}
          onChange={(event) => set({ content: event.target.value })}
          error={errors.content}
        />
        {formError && (
          <p className={styles.error} role="alert">
            {formError}
          </p>
        )}
        <div className={styles.formActions}>
          <button type="submit" className="btn btn-primary" disabled={send.isPending}>
            {send.isPending
              ? 'Sending…'
              : form.audience === 'all'
                ? 'Send to all players…'
                : 'Send message'}
          </button>
        </div>
      </form>
      {/* Outside the form: the dialog is a form of its own. */}
      <ConfirmBroadcastDialog
        open={confirming}
        title={form.title.trim()}
        onCancel={() => setConfirming(false)}
        onConfirm={deliver}
      />
    </>
  );
}
