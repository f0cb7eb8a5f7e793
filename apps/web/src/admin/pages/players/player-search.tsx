import { PlayerStatus, PLAYER_QUERY_MAX, type AdminPlayerSummary } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SelectField, TextField } from '../../../components/ui/field';
import { adminPaths } from '../../admin-paths';
import styles from '../../components/admin.module.css';
import { DataTable, type Column } from '../../components/data-table';
import { when } from '../../components/format';
import { Pager } from '../../components/pager';
import { usePlayers } from './get-players';
import { PlayerStatusBadge, sourceLabel } from './player-labels';
import own from './players.module.css';
import { oneOf, pageOf } from '../../components/choice';

const COLUMNS: ReadonlyArray<Column<AdminPlayerSummary>> = [
  {
    key: 'player',
    header: 'Player',
    cell: (player) => (
      <Link to={`${adminPaths.players}/${player.userId}`} className={own.who}>
        {player.iconUrl ? (
          <img src={player.iconUrl} alt="" className={own.avatar} />
        ) : (
          <span className={own.avatar} />
        )}
        <span className="link-accent">{player.nickname || `Player ${player.userId}`}</span>
      </Link>
    ),
  },
  { key: 'id', header: 'User id', cell: (player) => player.userId, align: 'end' },
  { key: 'email', header: 'E-mail', cell: (player) => player.email || '—' },
  { key: 'mobile', header: 'Mobile', cell: (player) => player.mobile || '—' },
  { key: 'source', header: 'Account', cell: (player) => sourceLabel(player.source) },
  {
    key: 'status',
    header: 'Status',
    cell: (player) => <PlayerStatusBadge status={player.status} />,
  },
  {
    key: 'joined',
    header: 'Joined',
    cell: (player) => <span className={styles.nowrap}>{when(player.createdAt)}</span>,
    align: 'end',
  },
];

/** Finds players by user id, nickname, e-mail or mobile; the search lives in the address. */
export function PlayerSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = oneOf(PlayerStatus, params.get('status'));
  const page = pageOf(params);
  const [text, setText] = useState(q);
  const players = usePlayers({ q: q || undefined, status, page });

  const change = (patch: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ q: text.trim(), page: undefined });
  };

  return (
    <div className={styles.page}>
      <form className={styles.toolbar} onSubmit={submit} role="search">
        <div className={own.query}>
          <TextField
            label="Search players"
            placeholder="User id, nickname, e-mail or mobile"
            type="search"
            maxLength={PLAYER_QUERY_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <SelectField
          label="Status"
          value={status ?? ''}
          onChange={(event) => change({ status: event.target.value, page: undefined })}
        >
          <option value="">Any status</option>
          {PlayerStatus.map((value) => (
            <option key={value} value={value}>
              {value[0]?.toUpperCase()}
              {value.slice(1)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
      <DataTable
        caption="Players"
        columns={COLUMNS}
        rows={players.data?.playerList}
        rowKey={(player) => player.userId}
        loading={players.isPending}
        error={players.isError ? players.error.message : null}
        empty={q || status ? 'No player matches this search.' : 'No players yet.'}
      />
      {players.data && (
        <Pager
          {...players.data}
          onPage={(next) => change({ page: next > 1 ? String(next) : undefined })}
        />
      )}
    </div>
  );
}
