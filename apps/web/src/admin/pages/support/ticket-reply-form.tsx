import { TICKET_TEXT_MAX, ValidationText } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { fieldErrorOf } from '../../../lib/field-error';
import styles from '../../components/admin.module.css';
import { useReplyToTicket } from './reply-to-ticket';

/** Support's answer: plain text; the player gets a message and their support dot lights. */
export function TicketReplyForm({ ticketId }: { ticketId: number }) {
  const toast = useToast();
  const reply = useReplyToTicket(ticketId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') return setError(ValidationText.replyEmpty);
    setError(null);
    reply.mutate(body.trim(), {
      onSuccess: () => {
        setBody('');
        toast('Answer sent. The player has been told.', 'success');
      },
      onError: (failure) => setError(fieldErrorOf(failure).text),
    });
  };

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby="reply-title">
      <h2 id="reply-title">Answer</h2>
      <TextAreaField
        label="Your answer"
        hint={`${body.length.toLocaleString('en-US')} / ${TICKET_TEXT_MAX.toLocaleString('en-US')}`}
        rows={5}
        maxLength={TICKET_TEXT_MAX}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={error ?? undefined}
      />
      <div className={styles.formActions}>
        <button type="submit" className="btn btn-primary" disabled={reply.isPending}>
          {reply.isPending ? 'Sending…' : 'Send answer'}
        </button>
      </div>
    </form>
  );
}
