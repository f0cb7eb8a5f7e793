import { Link, useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast';
import { adminPaths } from '../../admin-paths';
import { AdminPage } from '../../components/admin-page';
import { useCreateGame } from './api/create-game';
import { GameDetailsForm } from './game-details-form';
import { emptyGameForm, gameFormOf, gamePayloadOf } from './game-form';
import styles from './games.module.css';

/** A new game: its details first; hosting, artwork and status follow on its own page. */
export function NewGamePage() {
  const create = useCreateGame();
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <AdminPage
      title="New game"
      lead="A new game starts closed. Once it is hosted and has an icon and a banner, put it online."
      actions={
        <Link to={adminPaths.games} className="btn">
          All games
        </Link>
      }
    >
      <div className={styles.newForm}>
        <GameDetailsForm
          initial={emptyGameForm}
          submitLabel="Create game"
          pendingLabel="Creating…"
          onSave={async (form) => {
            const game = await create.mutateAsync(gamePayloadOf(form));
            toast(`${game.appName} created. Now host it and add its artwork.`, 'success');
            void navigate(`${adminPaths.games}/${game.appId}`, { replace: true });
            return gameFormOf(game);
          }}
        />
      </div>
    </AdminPage>
  );
}
