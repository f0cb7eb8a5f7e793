import { GameStatus, type AdminGame, type GameStatusValue } from '@portal/contracts';
import { useId, useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import shared from '../../components/admin.module.css';
import { ConfirmDialog } from '../../components/form-dialog';
import { useSetGameStatus } from './api/set-game-status';
import { STATUS } from './game-labels';
import { GameStatusBadge } from './game-status-badge';
import styles from './games.module.css';

const MEANING: Record<GameStatusValue, string> = {
  online: 'Listed, found by search and playable.',
  maintenance: 'Listed, but players are told to come back later.',
  closed: 'Off the catalogue: not listed, not found, not playable.',
};

/** What the game still needs before it may go on show, as the server checks it. */
const missingOf = (game: AdminGame): string[] =>
  [
    game.appUrl === '' ? "the game's pages (a zip or an address)" : null,
    game.iconUrl === '' ? 'an icon' : null,
    game.bannerUrl === '' ? 'a banner' : null,
  ].filter((item) => item !== null);

/** Puts the game on show or takes it off; closing asks first since players lose it at once. */
export function GameStatusPanel({ game }: { game: AdminGame }) {
  const name = useId();
  const toast = useToast();
  const change = useSetGameStatus();
  const [choice, setChoice] = useState<GameStatusValue>(game.status);
  const [confirming, setConfirming] = useState(false);
  const missing = missingOf(game);

  const apply = () =>
    change.mutate(
      { appId: game.appId, status: choice },
      {
        onSuccess: (saved) => {
          setConfirming(false);
          toast(`${saved.appName} is now ${STATUS[saved.status].label.toLowerCase()}.`, 'success');
        },
        onError: () => setConfirming(false),
      },
    );

  return (
    <section className={shared.panel} aria-labelledby={`${name}-title`}>
      <div className={styles.panelHead}>
        <h2 id={`${name}-title`}>Status</h2>
        <GameStatusBadge status={game.status} />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">New status</legend>
        <div className={styles.statusChoices}>
          {GameStatus.map((status) => (
            <label key={status} className={styles.statusChoice}>
              <input
                type="radio"
                name={name}
                value={status}
                checked={choice === status}
                onChange={() => {
                  setChoice(status);
                  change.reset();
                }}
              />
              <span>
                <strong>{STATUS[status].label}</strong>
                <span className="muted">{MEANING[status]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {missing.length > 0 && choice !== 'closed' && (
        <p className={styles.note}>
          Before it can go on show, the game needs {missing.join(', ')}.
        </p>
      )}
      {change.isError && (
        <p className={shared.error} role="alert">
          {change.error.message}
        </p>
      )}
      <div className={shared.formActions}>
        <button
          type="button"
          className="btn btn-primary"
          disabled={choice === game.status || change.isPending}
          onClick={() => (choice === 'closed' ? setConfirming(true) : apply())}
        >
          {change.isPending && !confirming ? 'Saving…' : 'Change status'}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Close ${game.appName}?`}
        action={{ label: 'Close the game', pendingLabel: 'Closing…' }}
        pending={change.isPending}
        onSubmit={apply}
        onClose={() => setConfirming(false)}
      >
        Players will no longer find it in the lists or in search, and its page stops opening. You
        can put it back online at any time.
      </ConfirmDialog>
    </section>
  );
}
