import type { Game } from '@portal/contracts';
import { useStartGame } from '../../play';

/**
 * Starts a game (spec section 4): logged out, the login box opens first; logged in, the game
 * config decides, a full-screen game asks for full screen within the click, then the playing page
 * opens.
 */
export function PlayButton({ game, label = 'Play now' }: { game: Game; label?: string }) {
  const start = useStartGame();
  return (
    <button
      type="button"
      className="btn btn-primary btn-large btn-play"
      onClick={() => void start(game)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
      </svg>
      {label}
    </button>
  );
}
