import {
  Code,
  codeMessages,
  ConvType,
  TICKET_RATING_MAX,
  type TicketDetail,
} from '@portal/contracts';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { fieldErrorOf } from '../../../lib/field-error';
import { useRateTicket } from '../api/rate-ticket';
import { StarRating } from './star-rating';
import styles from './support.module.css';

/** Support's latest answer in the conversation, the one the prompt rates. */
const latestAnswerOf = (ticket: TicketDetail) =>
  ticket.queryConvDetail.findLast((line) => line.convType === ConvType.support);

/**
 * The rating prompt (spec: it asks for 5 stars); it opens once support has answered and rates
 * support's latest answer.
 */
export function TicketRating({ ticket }: { ticket: TicketDetail }) {
  const answer = latestAnswerOf(ticket);
  const rating = answer && answer.convRate > 0 ? answer.convRate : null;
  const [choice, setChoice] = useState<number | null>(rating);
  const [error, setError] = useState<string | null>(null);
  const rate = useRateTicket(ticket.queryId);
  const toast = useToast();

  if (!ticket.canRate || !answer) {
    return (
      <p className={styles.pendingRating}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4L2.8 9.5l6.4-.8z" />
        </svg>
        {codeMessages[Code.TICKET_NOT_ANSWERED]}
      </p>
    );
  }

  const submit = () => {
    if (choice === null) return;
    setError(null);
    rate.mutate(
      { replyContentId: answer.convContentId, rate: choice },
      {
        onSuccess: () => toast('Thank you for your rating', 'success'),
        onError: (failure) => setError(fieldErrorOf(failure).text),
      },
    );
  };

  return (
    <section className={styles.rating} aria-labelledby="ticket-rating-title">
      <div>
        <h2 id="ticket-rating-title" className={styles.sectionTitle}>
          How did we do?
        </h2>
        <p className={styles.note}>
          {rating === null
            ? `If our answer solved your problem, please give us ${TICKET_RATING_MAX} stars.`
            : `You rated this answer ${rating} of ${TICKET_RATING_MAX} stars. You can change it.`}
        </p>
      </div>
      <div className={styles.ratingControls}>
        <StarRating
          label="Rate the answer"
          value={choice}
          onChange={setChoice}
          disabled={rate.isPending}
        />
        <button
          type="button"
          className="btn btn-primary"
          disabled={choice === null || choice === rating || rate.isPending}
          onClick={submit}
        >
          {rate.isPending ? 'Sending…' : 'Rate'}
        </button>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
