import { TicketStatus, type AdminTicketSummary } from '@portal/contracts';
import { Link, useSearchParams } from 'react-router';
import { SelectField } from '../../../components/ui/field';
import { TicketStatusBadge } from '../../../features/support/components/ticket-status-badge';
import { adminPaths } from '../../admin-paths';
import { AdminPage } from '../../components/admin-page';
import styles from '../../components/admin.module.css';
import { DataTable, type Column } from '../../components/data-table';
import { when } from '../../components/format';
import { Pager } from '../../components/pager';
import { GamePicker } from '../gifts/game-picker';
import { useTickets } from './get-tickets';
import own from './support.module.css';
import { oneOf, pageOf } from '../../components/choice';

/** The inbox's columns; a ticket's link carries the filters, for the way back. */
const columnsFor = (from: string): ReadonlyArray<Column<AdminTicketSummary>> => [
  {
    key: 'ticket',
    header: 'Ticket',
    cell: (ticket) => (
      <Link
        className="link-accent"
        to={`${adminPaths.support}/${ticket.ticketId}`}
        state={{ from }}
      >
        {ticket.ticketNo}
      </Link>
    ),
  },
  {
    key: 'player',
    header: 'Player',
    cell: (ticket) => (
      <Link to={`${adminPaths.players}/${ticket.userId}`}>
        {ticket.nickname || `Player ${ticket.userId}`}
      </Link>
    ),
  },
  { key: 'game', header: 'Game', cell: (ticket) => ticket.appName || '—' },
  {
    key: 'problem',
    header: 'Problem',
    cell: (ticket) => (
      <>
        <strong>{ticket.typeName}</strong>
        <p className={own.summary}>{ticket.description}</p>
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (ticket) => <TicketStatusBadge status={ticket.status} />,
  },
  {
    key: 'updated',
    header: 'Last activity',
    cell: (ticket) => <span className={styles.nowrap}>{when(ticket.updatedAt)}</span>,
    align: 'end',
  },
];

/**
 * Every player's tickets, newest activity first. The filters live in the address, so going back
 * from a ticket finds the inbox as it was left.
 */
export function SupportPage() {
  const [params, setParams] = useSearchParams();
  const status = oneOf(TicketStatus, params.get('status'));
  const appId = Number(params.get('appId')) || undefined;
  const game = appId ? { appId, appName: params.get('game') ?? `Game ${appId}` } : null;
  const userId = Number(params.get('userId')) || undefined;
  const page = pageOf(params);
  const tickets = useTickets({ page, status, appId, userId });

  const change = (patch: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  return (
    <AdminPage title="Support" lead="Players’ tickets, newest activity first.">
      <div className={styles.toolbar}>
        <SelectField
          label="Status"
          value={status ?? ''}
          onChange={(event) => change({ status: event.target.value, page: undefined })}
        >
          <option value="">All statuses</option>
          {TicketStatus.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
        <GamePicker
          label="Game"
          placeholder="All games"
          value={game}
          onChange={(picked) =>
            change({
              appId: picked ? String(picked.appId) : undefined,
              game: picked?.appName,
              page: undefined,
            })
          }
        />
        {userId && (
          <button
            type="button"
            className={`chip ${own.filterChip}`}
            aria-pressed="true"
            onClick={() => change({ userId: undefined, page: undefined })}
          >
            Player {userId} only <span aria-hidden="true">×</span>
            <span className="visually-hidden">, show every player’s tickets</span>
          </button>
        )}
      </div>
      <DataTable
        caption="Tickets"
        columns={columnsFor(params.size > 0 ? `?${params.toString()}` : '')}
        rows={tickets.data?.ticketList}
        rowKey={(ticket) => ticket.ticketId}
        loading={tickets.isPending}
        error={tickets.isError ? tickets.error.message : null}
        empty={
          status || appId || userId
            ? 'No ticket matches these filters.'
            : 'No tickets yet. Players’ questions will arrive here.'
        }
      />
      {tickets.data && (
        <Pager
          {...tickets.data}
          onPage={(next) => change({ page: next > 1 ? String(next) : undefined })}
        />
      )}
    </AdminPage>
  );
}
