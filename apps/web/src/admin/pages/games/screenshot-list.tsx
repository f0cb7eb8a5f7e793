import type { AdminGame } from '@portal/contracts';
import { useToast } from '../../../components/ui/toast';
import { moved } from '../catalogue/reorder-list';
import { useUpdateGame } from './api/update-game';
import styles from './games.module.css';

/** The game's screenshots in the order players see them; each can move or go. */
export function ScreenshotList({ game }: { game: AdminGame }) {
  const update = useUpdateGame();
  const toast = useToast();
  const shots = game.screenshots;
  const save = (screenshots: string[], done: string) =>
    update.mutate(
      { appId: game.appId, screenshots },
      {
        onSuccess: () => toast(done, 'success'),
        onError: (error) => toast(error.message, 'error'),
      },
    );

  if (shots.length === 0) return <p className="muted">No screenshots yet.</p>;
  return (
    <ol className={styles.shots} aria-busy={update.isPending}>
      {shots.map((shot, index) => (
        <li key={shot} className={styles.shot}>
          <img src={shot} alt={`Screenshot ${index + 1}`} loading="lazy" />
          <div className={styles.shotActions}>
            <button
              type="button"
              className="btn"
              aria-label={`Move screenshot ${index + 1} earlier`}
              disabled={index === 0 || update.isPending}
              onClick={() => save(moved(shots, index, index - 1), 'Screenshot moved.')}
            >
              ←
            </button>
            <button
              type="button"
              className="btn"
              aria-label={`Move screenshot ${index + 1} later`}
              disabled={index === shots.length - 1 || update.isPending}
              onClick={() => save(moved(shots, index, index + 1), 'Screenshot moved.')}
            >
              →
            </button>
            <button
              type="button"
              className="btn"
              aria-label={`Remove screenshot ${index + 1}`}
              disabled={update.isPending}
              onClick={() =>
                save(
                  shots.filter((_, at) => at !== index),
                  'Screenshot removed.',
                )
              }
            >
              Remove
            </button>
          </div>
        </li>
      ))}
    </ol>
  );
}
