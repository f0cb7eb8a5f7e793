import {
  formatRecharge,
  type AdminGift,
  type AdminGiftCodesImportResponse,
} from '@portal/contracts';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { AdminPage } from '../../components/admin-page';
import styles from '../../components/admin.module.css';
import { DataTable, type Column } from '../../components/data-table';
import { when } from '../../components/format';
import { Pager } from '../../components/pager';
import { GamePicker, type PickedGame } from './game-picker';
import { useGifts } from './get-gifts';
import { ImportCodesDialog } from './import-codes-dialog';
import { ImportResult } from './import-result';
import { GiftDialog } from './gift-dialog';

const number = (n: number) => n.toLocaleString('en-US');

/** When a gift shows in the Gift Center; "Ended" once it no longer does. */
function showing(gift: AdminGift, now: number) {
  if (gift.endsAt !== null && gift.endsAt <= now)
    return <span className={styles.status}>Ended</span>;
  if (gift.startsAt > now) return <span className={styles.nowrap}>From {when(gift.startsAt)}</span>;
  return gift.endsAt === null ? (
    'Showing'
  ) : (
    <span className={styles.nowrap}>Until {when(gift.endsAt)}</span>
  );
}

/** Gift packs of every game: their code counts, new packs, and codes imported from CSV files. */
export function GiftsPage() {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [game, setGame] = useState<PickedGame | null>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminGift | null>(null);
  const [importing, setImporting] = useState<AdminGift | null>(null);
  const [result, setResult] = useState<AdminGiftCodesImportResponse | null>(null);
  const gifts = useGifts(page, game?.appId);
  // Whether a gift is showing is judged as of when the list was read.
  const now = gifts.dataUpdatedAt;

  const columns: ReadonlyArray<Column<AdminGift>> = [
    {
      key: 'title',
      header: 'Gift',
      cell: (gift) => (
        <>
          <strong>{gift.title}</strong>
          {gift.rechargeRequirement > 0 && (
            <div className="muted">Needs {formatRecharge(gift.rechargeRequirement)} recharged</div>
          )}
        </>
      ),
    },
    { key: 'game', header: 'Game', cell: (gift) => gift.appName },
    { key: 'remaining', header: 'Remaining', cell: (gift) => number(gift.remaining), align: 'end' },
    { key: 'claimed', header: 'Claimed', cell: (gift) => number(gift.claimed), align: 'end' },
    { key: 'showing', header: 'Showing', cell: (gift) => showing(gift, now) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (gift) => (
        <div className={styles.rowActions}>
          <button
            type="button"
            className="btn"
            onClick={() => setEditing(gift)}
            aria-label={`Edit ${gift.title}`}
          >
            Edit
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => setImporting(gift)}
            aria-label={`Import codes into ${gift.title}`}
          >
            Import codes
          </button>
        </div>
      ),
    },
  ];

  return (
    <AdminPage
      title="Gifts"
      lead="Gift packs of the games and how many of their codes are left."
      actions={
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          New gift
        </button>
      }
    >
      {result && <ImportResult result={result} onDismiss={() => setResult(null)} />}
      <div className={styles.toolbar}>
        <GamePicker
          label="Game"
          placeholder="All games"
          value={game}
          onChange={(picked) => {
            setGame(picked);
            setPage(1);
          }}
        />
      </div>
      <DataTable
        caption="Gifts"
        columns={columns}
        rows={gifts.data?.giftList}
        rowKey={(gift) => gift.giftId}
        loading={gifts.isPending}
        error={gifts.isError ? gifts.error.message : null}
        empty={
          game
            ? `${game.appName} has no gifts yet. Use “New gift” to add one.`
            : 'No gifts yet. Use “New gift” to add the first one.'
        }
      />
      {gifts.data && <Pager {...gifts.data} onPage={setPage} />}
      <GiftDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(gift) => {
          toast(`Gift “${gift.title}” created. Now import its codes.`, 'success');
          setImporting(gift);
        }}
      />
      {editing && (
        <GiftDialog
          key={editing.giftId}
          open
          gift={editing}
          onClose={() => setEditing(null)}
          onSaved={(gift) => toast(`Gift “${gift.title}” saved.`, 'success')}
        />
      )}
      <ImportCodesDialog
        gift={importing}
        onClose={() => setImporting(null)}
        onImported={(imported) => {
          setResult(imported);
          toast(`${number(imported.imported)} codes imported.`, 'success');
        }}
      />
    </AdminPage>
  );
}
