import { Dialog } from '../../../components/ui/dialog';
import { useHotGames } from '../api/get-hot-games';
import { useStartGame } from '../hooks/use-start-game';
import styles from './play-dialogs.module.css';

const HOT_SHOWN = 6;
const PER_ROW = 3;

/** Leaving a game: stay, leave, or jump straight into one of the hot games. */
export function ExitGameDialog({
  open,
  appId,
  appName,
  onClose,
  onLeave,
}: {
  open: boolean;
  appId: number;
  appName: string;
  onClose: () => void;
  onLeave: () => void;
}) {
  const hot = useHotGames(open);
  const start = useStartGame();
  const others = (hot.data ?? []).filter((game) => game.appId !== appId).slice(0, HOT_SHOWN);
  // Full rows only, so the grid never ends on a lone tile.
  const games =
    others.length > PER_ROW ? others.slice(0, others.length - (others.length % PER_ROW)) : others;
  return (
    <Dialog open={open} onClose={onClose} title="Leave the game">
      <div className={styles.body}>
        <div className={styles.head}>
          <h2 className={styles.title}>Leave {appName}?</h2>
          <p className={styles.text}>Your progress is saved. Or jump into a hot game instead:</p>
        </div>
        <section className={styles.body} aria-labelledby="exit-hot-games">
          <h3 id="exit-hot-games" className={styles.subhead}>
            Hot games
          </h3>
          {hot.isPending ? (
            <div className={styles.hot} role="status" aria-label="Loading hot games">
              {Array.from({ length: 3 }, (_, i) => (
                <div key={i} className={`skeleton ${styles.hotSkeleton}`} />
              ))}
            </div>
          ) : hot.isError ? (
            <p className={styles.error} role="alert">
              {hot.error.message}{' '}
              <button type="button" className="btn" onClick={() => void hot.refetch()}>
                Try again
              </button>
            </p>
          ) : games.length === 0 ? (
            <p className={styles.text}>No other hot games right now.</p>
          ) : (
            <ul className={styles.hot}>
              {games.map((game) => (
                <li key={game.appId} className={styles.hotGame}>
                  <img src={game.appIconUrl} alt="" width={64} height={64} />
                  <span className={styles.hotName}>{game.appName}</span>
                  <button
                    type="button"
                    className={`btn btn-primary ${styles.hotPlay}`}
                    aria-label={`Play ${game.appName}`}
                    onClick={() => {
                      onClose();
                      void start(game);
                    }}
                  >
                    Play
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className={styles.actions}>
          <button type="button" className="btn" onClick={onLeave}>
            Leave game
          </button>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Keep playing
          </button>
        </div>
      </div>
    </Dialog>
  );
}
