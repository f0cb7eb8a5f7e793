import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { adminPaths } from '../../admin-paths';
import { AdminPage } from '../../components/admin-page';
import styles from '../../components/admin.module.css';
import type { PlayerAction } from './change-player-status';
import { usePlayer } from './get-player';
import { ClaimedGifts, PlayedGames } from './player-activity';
import { PlayerFacts } from './player-facts';
import own from './players.module.css';
import { PlayerStatusDialog } from './player-status-dialog';

/** One player: their account, what they played and claimed, and their status. */
export function PlayerPage() {
  const userId = Number(useParams().userId) || 0;
  const player = usePlayer(userId);
  const [action, setAction] = useState<PlayerAction | null>(null);

  if (player.isPending || player.isError) {
    return (
      <AdminPage
        title={`Player ${userId}`}
        actions={
          <Link to={adminPaths.players} className="btn">
            All players
          </Link>
        }
      >
        {player.isError ? (
          <p className={styles.error} role="alert">
            {player.error.message}
          </p>
        ) : (
          <div className={`skeleton ${styles.tableSkeleton}`} role="status" aria-label="Loading" />
        )}
      </AdminPage>
    );
  }

  const detail = player.data;
  const name = detail.nickname || `Player ${detail.userId}`;
  const danger = `btn ${styles.dangerButton}`;
  return (
    <AdminPage
      title={name}
      lead={`User id ${detail.userId}`}
      actions={
        <>
          <Link to={`${adminPaths.messages}?userId=${detail.userId}`} className="btn">
            Send a message
          </Link>
          <Link to={`${adminPaths.support}?userId=${detail.userId}`} className="btn">
            Tickets
          </Link>
          {detail.status === 'active' && (
            <button type="button" className="btn" onClick={() => setAction('freeze')}>
              Freeze…
            </button>
          )}
          {detail.status !== 'banned' && (
            <button type="button" className={danger} onClick={() => setAction('ban')}>
              Ban…
            </button>
          )}
          {detail.status !== 'active' && (
            <button type="button" className="btn btn-primary" onClick={() => setAction('unban')}>
              {detail.status === 'banned' ? 'Unban…' : 'Unfreeze…'}
            </button>
          )}
        </>
      }
    >
      <PlayerFacts player={detail} />
      <div className={own.columns}>
        <PlayedGames userId={detail.userId} />
        <ClaimedGifts userId={detail.userId} />
      </div>
      <PlayerStatusDialog
        userId={detail.userId}
        name={name}
        action={action}
        onClose={() => setAction(null)}
      />
    </AdminPage>
  );
}
