import { formatDate } from '@portal/contracts';
import { Link, useNavigate } from 'react-router';
import { State } from '../../../components/ui/state';
import { fieldErrorOf } from '../../../lib/field-error';
import { paths } from '../../../lib/paths';
import { useLoadMore } from '../../../lib/use-load-more';
import { useTicketList } from '../api/get-ticket-list';
import { TicketStatusBadge } from './ticket-status-badge';
import styles from './support.module.css';

const COLUMNS = ['Ticket', 'Game', 'Problem type', 'Description', 'Status', 'Created', 'Updated'];

function SkeletonRows({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <tr key={i} aria-hidden="true">
          {COLUMNS.map((column) => (
            <td key={column}>
              <div className={`skeleton ${styles.skeletonCell}`} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

/** The player's tickets, newest first; pages load as the end of the table nears. */
export function TicketList() {
  const list = useTicketList();
  const navigate = useNavigate();
  const more = useLoadMore(() => void list.fetchNextPage(), list.hasNextPage && !list.isFetching);

  if (list.isError) {
    return (
      <State
        title="Your tickets could not be loaded"
        action={
          <button type="button" className="btn btn-primary" onClick={() => void list.refetch()}>
            Try again
          </button>
        }
      >
        {fieldErrorOf(list.error).text}
      </State>
    );
  }
  const tickets = list.data?.pages.flatMap((page) => page.queryList) ?? [];
  if (list.isSuccess && tickets.length === 0) {
    return (
      <State
        title="No tickets yet"
        art={
          <svg viewBox="0 0 64 64" width="72" height="72" aria-hidden="true" className={styles.art}>
            <path d="M10 18h44v10a6 6 0 0 0 0 12v10H10V40a6 6 0 0 0 0-12z" />
            <path d="M26 26h12M26 34h12M26 42h8" />
          </svg>
        }
        action={
          <Link to={paths.supportNew} className="btn btn-primary">
            New ticket
          </Link>
        }
      >
        Something not working in a game, or a question about your account? Write to us and follow
        the answer here.
      </State>
    );
  }

  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-busy={list.isPending || list.isFetchingNextPage}>
        <caption className="visually-hidden">Your tickets</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.isPending && <SkeletonRows count={5} />}
          {tickets.map((ticket) => (
            <tr
              key={ticket.queryId}
              className={styles.row}
              // The ticket number is the keyboard's way in; the whole row answers the pointer.
              onClick={() => void navigate(paths.supportTicket(ticket.queryId))}
            >
              <td>
                <Link
                  to={paths.supportTicket(ticket.queryId)}
                  className={styles.ticketNo}
                  onClick={(event) => event.stopPropagation()}
                >
                  {ticket.ticketNo}
                </Link>
                {ticket.viewStatus === 1 && (
                  <span className={styles.answered}>
                    <span className="red-dot" aria-hidden="true" /> New answer
                  </span>
                )}
              </td>
              <td>{ticket.appName || '—'}</td>
              <td>{ticket.ticketTypeName}</td>
              <td className={styles.excerpt}>{ticket.queryContent}</td>
              <td>
                <TicketStatusBadge status={ticket.queryStatusName} />
              </td>
              <td className={styles.date}>{formatDate(ticket.createdAt, true)}</td>
              <td className={styles.date}>{formatDate(ticket.updatedAt, true)}</td>
            </tr>
          ))}
          {list.isFetchingNextPage && <SkeletonRows count={2} />}
        </tbody>
      </table>
      <div ref={more} />
    </div>
  );
}
