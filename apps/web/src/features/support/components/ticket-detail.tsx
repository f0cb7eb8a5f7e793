import {
  Code,
  codeMessages,
  formatDate,
  problemDateOf,
  type TicketDetail,
} from '@portal/contracts';
import { Link } from 'react-router';
import { State } from '../../../components/ui/state';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorOf } from '../../../lib/field-error';
import { paths } from '../../../lib/paths';
import { useTicketDetail } from '../api/get-ticket-detail';
import { TicketConversation } from './ticket-conversation';
import { TicketRating } from './ticket-rating';
import { TicketReplyBox } from './ticket-reply-box';
import { TicketStatusBadge } from './ticket-status-badge';
import styles from './support.module.css';

function Facts({ ticket }: { ticket: TicketDetail }) {
  const facts: [string, string][] = [
    ['Game', ticket.appName || '—'],
    ['Problem type', ticket.ticketTypeName],
    ['Server', ticket.serverName],
    ['Character name', ticket.roleName],
    ['Problem date', problemDateOf(ticket.occurTime)],
    ['Email', ticket.email || '—'],
    ['Created', formatDate(ticket.createdAt, true)],
    ['Updated', formatDate(ticket.updatedAt, true)],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DetailSkeleton() {
  return (
    <div className={styles.detail} role="status" aria-label="Loading">
      <div className={`skeleton ${styles.skeletonHead}`} />
      <div className={styles.detailLayout}>
        <div className={styles.detailMain}>
          <div className={`skeleton ${styles.skeletonBubble}`} />
          <div className={`skeleton ${styles.skeletonBubble}`} />
        </div>
        <div className={`skeleton ${styles.skeletonFacts}`} />
      </div>
    </div>
  );
}

const BackLink = () => (
  <Link to={paths.support} className="btn">
    Back to my tickets
  </Link>
);

/** One ticket: what was asked, the conversation since, and what the player can do next. */
export function TicketDetailView({
  ticketId,
  created,
}: {
  ticketId: number;
  /** The number of a ticket sent a moment ago, to confirm it. */
  created?: string | undefined;
}) {
  const detail = useTicketDetail(ticketId);
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.code === Code.RECORD_NOT_FOUND;
    return (
      <State
        title={missing ? codeMessages[Code.RECORD_NOT_FOUND] : 'This ticket could not be loaded'}
        action={
          missing ? (
            <BackLink />
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => void detail.refetch()}>
              Try again
            </button>
          )
        }
      >
        {missing
          ? 'It may have been opened with another account.'
          : fieldErrorOf(detail.error).text}
      </State>
    );
  }
  const ticket = detail.data;
  return (
    <div className={styles.detail}>
      {created === ticket.ticketNo && (
        <p className={styles.success} role="status">
          Your ticket <strong>{ticket.ticketNo}</strong> has been sent. Our answer will appear here,
          and you will get a message when it does.
        </p>
      )}
      <header className={styles.detailHead}>
        <div>
          <p className={styles.eyebrow}>Ticket</p>
          <h1 className={styles.detailTitle}>{ticket.ticketNo}</h1>
        </div>
        <TicketStatusBadge status={ticket.queryStatusName} />
      </header>
      <div className={styles.detailLayout}>
        <div className={styles.detailMain}>
          <TicketConversation ticket={ticket} />
          <TicketRating key={ticket.updatedAt} ticket={ticket} />
          {ticket.canReply ? (
            <TicketReplyBox ticket={ticket} />
          ) : (
            <p className={styles.alert} role="note">
              {codeMessages[Code.TICKET_CLOSED]} If you need more help, please write a new ticket.
            </p>
          )}
        </div>
        <aside aria-label="Ticket details">
          <Facts ticket={ticket} />
        </aside>
      </div>
    </div>
  );
}
