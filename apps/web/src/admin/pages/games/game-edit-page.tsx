import { Link, useParams } from 'react-router';
import { State } from '../../../components/ui/state';
import { useToast } from '../../../components/ui/toast';
import { adminPaths } from '../../admin-paths';
import { AdminPage } from '../../components/admin-page';
import { useGame } from './api/use-game';
import { useUpdateGame } from './api/update-game';
import { GameArtworkPanel } from './game-artwork-panel';
import { GameDetailsForm } from './game-details-form';
import { changedFields, gameFormOf } from './game-form';
import { GameHostingPanel } from './game-hosting-panel';
import { HOSTING } from './game-labels';
import { GameStatusPanel } from './game-status-panel';
import styles from './games.module.css';

/** One game: its status, hosting and artwork beside its details. */
export function GameEditPage() {
  const appId = Number(useParams().appId);
  const game = useGame(appId);
  const update = useUpdateGame();
  const toast = useToast();
  const back = (
    <Link to={adminPaths.games} className="btn">
      All games
    </Link>
  );

  if (!Number.isInteger(appId) || appId <= 0 || game.isError) {
    return (
      <AdminPage title="Game not found" actions={back}>
        <State title="This game could not be opened.">
          {game.isError ? game.error.message : 'The address does not name a game.'}
        </State>
      </AdminPage>
    );
  }
  if (game.isPending) {
    return (
      <AdminPage title="Game" actions={back}>
        <div className={styles.editGrid} role="status" aria-label="Loading">
          <div className={`skeleton ${styles.formSkeleton}`} />
          <div className={`skeleton ${styles.formSkeleton}`} />
        </div>
      </AdminPage>
    );
  }

  const data = game.data;
  return (
    <AdminPage
      title={data.appName}
      lead={`Game #${data.appId} · ${HOSTING[data.hosting]} · ${data.playCount.toLocaleString('en-US')} plays`}
      actions={back}
    >
      <div className={styles.editGrid}>
        <GameDetailsForm
          key={data.appId}
          initial={gameFormOf(data)}
          submitLabel="Save details"
          pendingLabel="Saving…"
          onSave={async (form, saved) => {
            const next = await update.mutateAsync({
              appId: data.appId,
              ...changedFields(saved, form),
            });
            toast('Details saved.', 'success');
            return gameFormOf(next);
          }}
        />
        <div className={styles.side}>
          <GameStatusPanel game={data} />
          <GameHostingPanel game={data} />
        </div>
      </div>
      <GameArtworkPanel game={data} />
    </AdminPage>
  );
}
