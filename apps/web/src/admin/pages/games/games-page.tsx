import { GameStatus, type AdminGameSummary, type GameStatusValue } from '@portal/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { SelectField, TextField } from '../../../components/ui/field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { adminPaths } from '../../admin-paths';
import { AdminPage } from '../../components/admin-page';
import { DataTable, type Column } from '../../components/data-table';
import { Pager } from '../../components/pager';
import shared from '../../components/admin.module.css';
import { useGameList } from './api/use-game-list';
import { GameIcon } from './game-icon';
import { CATEGORY, HOSTING, STATUS } from './game-labels';
import { GameStatusBadge } from './game-status-badge';
import styles from './games.module.css';
import { oneOf } from '../../components/choice';

const COLUMNS: ReadonlyArray<Column<AdminGameSummary>> = [
  { key: 'icon', header: 'Icon', cell: (game) => <GameIcon src={game.iconUrl} /> },
  {
    key: 'name',
    header: 'Name',
    cell: (game) => (
      <div className={styles.nameCell}>
        <Link to={`${adminPaths.games}/${game.appId}`} className={styles.name}>
          {game.appName}
        </Link>
        <span className="muted">
          #{game.appId} · {HOSTING[game.hosting]}
        </span>
      </div>
    ),
  },
  { key: 'status', header: 'Status', cell: (game) => <GameStatusBadge status={game.status} /> },
  {
    key: 'categories',
    header: 'Lists',
    cell: (game) =>
      game.categories.length === 0 ? (
        <span className="muted">—</span>
      ) : (
        <ul className={styles.places}>
          {game.categories.map((place) => (
            <li key={place.category} className={styles.place}>
              {CATEGORY[place.category]}
              {place.category !== 'others' && <span className="muted"> #{place.position}</span>}
            </li>
          ))}
        </ul>
      ),
  },
  {
    key: 'plays',
    header: 'Plays',
    align: 'end',
    cell: (game) => game.playCount.toLocaleString('en-US'),
  },
  {
    key: 'edit',
    header: 'Actions',
    align: 'end',
    cell: (game) => (
      <Link
        to={`${adminPaths.games}/${game.appId}`}
        className="btn"
        aria-label={`Edit ${game.appName}`}
      >
        Edit
      </Link>
    ),
  },
];

/** Every game of the catalogue whatever its status, found by name and status. */
export function GamesPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<GameStatusValue | ''>('');
  const q = useDebouncedValue(search.trim(), 300);
  const games = useGameList({ page, q: q || undefined, status: status || undefined });
  const filtered = q !== '' || status !== '';

  return (
    <AdminPage
      title="Games"
      lead="Every game of the catalogue, on show or not."
      actions={
        <>
          <Link to={`${adminPaths.games}/order`} className="btn">
            Order in lists
          </Link>
          <Link to={`${adminPaths.games}/new`} className="btn btn-primary">
            New game
          </Link>
        </>
      }
    >
      <div className={shared.toolbar}>
        <TextField
          label="Search by name"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => {
            const value = event.target.value;
            setStatus(oneOf(GameStatus, value) ?? '');
            setPage(1);
          }}
        >
          <option value="">All statuses</option>
          {GameStatus.map((value) => (
            <option key={value} value={value}>
              {STATUS[value].label}
            </option>
          ))}
        </SelectField>
      </div>
      <DataTable
        caption="Games"
        columns={COLUMNS}
        rows={games.data?.gameList}
        rowKey={(game) => game.appId}
        loading={games.isPending}
        error={games.isError ? games.error.message : null}
        empty={
          filtered ? (
            'No game matches. Try another name or status.'
          ) : (
            <>
              No games yet. <Link to={`${adminPaths.games}/new`}>Add the first one</Link>.
            </>
          )
        }
      />
      {games.data && <Pager {...games.data} onPage={setPage} />}
    </AdminPage>
  );
}
