import { ScreenType, type Game } from '@portal/contracts';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';

/**
 * Starts a game (spec section 4): a full-screen game asks for full screen while the click still
 * counts as the player's gesture, then the playing page opens.
 */
export function PlayButton({ game, label = 'Play now' }: { game: Game; label?: string }) {
  const navigate = useNavigate();
  const start = () => {
    if (
      game.screenType === ScreenType.FULL_SCREEN &&
      document.fullscreenEnabled &&
      !document.fullscreenElement
    ) {
      void document.documentElement.requestFullscreen().catch(() => undefined);
    }
    void navigate(paths.playing(game.appId));
  };
  return (
    <button type="button" className="btn btn-primary btn-large btn-play" onClick={start}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
      </svg>
      {label}
    </button>
  );
}
