import { problemDateOf } from '@portal/contracts';
import { Link, useLocation, useParams } from 'react-router';
import { TicketStatusBadge } from '../../../features/support/components/ticket-status-badge';
import { adminPaths } from '../../admin-paths';
import { AdminPage } from '../../components/admin-page';
import styles from '../../components/admin.module.css';
import { when } from '../../components/format';
import { useTicket } from './get-ticket';
import own from './support.module.css';
import { TicketReplyForm } from './ticket-reply-form';
import { TicketStatusForm } from './ticket-status-form';
import { TicketThread } from './ticket-thread';

/** One ticket: the conversation, an answer box, the ticket's facts and its status. */
export function TicketPage() {
  const ticketId = Number(useParams().ticketId) || 0;
  // The inbox passes its filters along, so "back" returns to the same page of it.
  const from = (useLocation().state as { from?: string } | null)?.from ?? '';
  const ticket = useTicket(ticketId);
  const back = (
    <Link to={`${adminPaths.support}${from}`} className="btn">
      Back to the inbox
    </Link>
  );

  if (ticket.isPending) {
    return (
      <AdminPage title="Ticket" actions={back}>
        <div className={`skeleton ${own.threadSkeleton}`} role="status" aria-label="Loading" />
      </AdminPage>
    );
  }
  if (ticket.isError) {
    return (
      <AdminPage title="Ticket" actions={back}>
        <p className={styles.error} role="alert">
          {ticket.error.message}
        </p>
      </AdminPage>
    );
  }

  const detail = ticket.data;
  return (
    <AdminPage title={`Ticket ${detail.ticketNo}`} lead={detail.ticketTypeName} actions={back}>
      <div className={own.layout}>
        <div className={own.main}>
          <TicketThread ticket={detail} />
          {detail.canReply ? (
            <TicketReplyForm ticketId={detail.queryId} />
          ) : (
            <p className={styles.empty}>
              This ticket is {detail.queryStatusName} and takes no more answers. Set another status
              to reopen it.
            </p>
          )}
        </div>
        <aside className={styles.panel} aria-label="Ticket details">
          <div className={own.statusRow}>
            <TicketStatusBadge status={detail.queryStatusName} />
            <span className="muted">Last activity {when(detail.updatedAt)}</span>
          </div>
          <TicketStatusForm ticketId={detail.queryId} status={detail.queryStatusName} />
          <dl className={own.facts}>
            <div>
              <dt>Player</dt>
              <dd>
                <Link className="link-accent" to={`${adminPaths.players}/${detail.userId}`}>
                  {detail.nickname || `Player ${detail.userId}`}
                </Link>{' '}
                <span className="muted">#{detail.userId}</span>
              </dd>
            </div>
            <div>
              <dt>Game</dt>
              <dd>{detail.appName || '—'}</dd>
            </div>
            <div>
              <dt>Server</dt>
              <dd>{detail.serverName}</dd>
            </div>
            <div>
              <dt>Character</dt>
              <dd>{detail.roleName}</dd>
            </div>
            <div>
              <dt>Problem date</dt>
              <dd>{problemDateOf(detail.occurTime)}</dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>{detail.email ? <a href={`mailto:${detail.email}`}>{detail.email}</a> : '—'}</dd>
            </div>
            <div>
              <dt>Opened</dt>
              <dd>{when(detail.createdAt)}</dd>
            </div>
            <div>
              <dt>Latest rating</dt>
              <dd>{detail.rating === null ? 'Not rated' : `${detail.rating} of 5`}</dd>
            </div>
          </dl>
        </aside>
      </div>
    </AdminPage>
  );
}
