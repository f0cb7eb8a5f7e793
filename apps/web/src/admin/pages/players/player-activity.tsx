import { useState } from 'react';
import styles from '../../components/admin.module.css';
import { DataTable } from '../../components/data-table';
import { when } from '../../components/format';
import { Pager } from '../../components/pager';
import { useClaimedGifts } from './get-claimed-gifts';
import { usePlayedGames } from './get-played-games';

/** The games a player has played, most recent first. */
export function PlayedGames({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const played = usePlayedGames(userId, page);
  return (
    <section className={styles.panel} aria-labelledby="played-title">
      <h2 id="played-title">Played games</h2>
      <DataTable
        caption="Played games"
        columns={[
          { key: 'game', header: 'Game', cell: (row) => row.appName },
          { key: 'plays', header: 'Plays', cell: (row) => row.plays, align: 'end' },
          {
            key: 'last',
            header: 'Last played',
            cell: (row) => <span className={styles.nowrap}>{when(row.lastPlayedAt)}</span>,
            align: 'end',
          },
        ]}
        rows={played.data?.playedList}
        rowKey={(row) => row.appId}
        loading={played.isPending}
        error={played.isError ? played.error.message : null}
        empty="No games played yet."
      />
      {played.data && <Pager {...played.data} onPage={setPage} />}
    </section>
  );
}

/** The gift codes a player has claimed. */
export function ClaimedGifts({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const gifts = useClaimedGifts(userId, page);
  return (
    <section className={styles.panel} aria-labelledby="claimed-title">
      <h2 id="claimed-title">Claimed gifts</h2>
      <DataTable
        caption="Claimed gifts"
        columns={[
          { key: 'gift', header: 'Gift', cell: (row) => row.title },
          { key: 'game', header: 'Game', cell: (row) => row.appName },
          {
            key: 'code',
            header: 'Code',
            cell: (row) => <code className={styles.nowrap}>{row.code}</code>,
          },
          {
            key: 'when',
            header: 'Claimed',
            cell: (row) => <span className={styles.nowrap}>{when(row.claimedAt)}</span>,
            align: 'end',
          },
        ]}
        rows={gifts.data?.giftList}
        rowKey={(row) => `${row.giftId}-${row.code}`}
        loading={gifts.isPending}
        error={gifts.isError ? gifts.error.message : null}
        empty="No gifts claimed yet."
      />
      {gifts.data && <Pager {...gifts.data} onPage={setPage} />}
    </section>
  );
}
