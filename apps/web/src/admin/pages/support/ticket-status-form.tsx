import { TicketStatus, type TicketStatusValue } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { SelectField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { fieldErrorOf } from '../../../lib/field-error';
import styles from '../../components/admin.module.css';
import { useSetTicketStatus } from './set-ticket-status';

/** Moves a ticket along by hand; Closed and Completed take no more answers. */
export function TicketStatusForm({
  ticketId,
  status,
}: {
  ticketId: number;
  status: TicketStatusValue;
}) {
  const toast = useToast();
  const setStatus = useSetTicketStatus(ticketId);
  const [chosen, setChosen] = useState(status);

  // A change from elsewhere (an answer sets Answered) resets the choice.
  const [current, setCurrent] = useState(status);
  if (current !== status) {
    setCurrent(status);
    setChosen(status);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus.mutate(chosen, {
      onSuccess: (ticket) => toast(`Status set to ${ticket.status}.`, 'success'),
      onError: (error) => toast(fieldErrorOf(error).text, 'error'),
    });
  };

  return (
    <form className={styles.toolbar} onSubmit={submit}>
      <SelectField
        label="Status"
        value={chosen}
        onChange={(event) => setChosen(event.target.value as TicketStatusValue)}
      >
        {TicketStatus.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </SelectField>
      <button type="submit" className="btn" disabled={chosen === status || setStatus.isPending}>
        {setStatus.isPending ? 'Saving…' : 'Set status'}
      </button>
    </form>
  );
}
