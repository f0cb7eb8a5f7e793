import { ScreenType } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { State } from '../../components/ui/state';
import { useLoginBox } from '../../features/auth';
import { useGameDetail } from '../../features/games';
import { GameFrame } from '../../features/play';
import { useClientConfig } from '../../lib/client-config';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import styles from './playing-game.module.css';

/** PlayingGame (outside the layout): a slim bar over the game; full-screen games fill the screen. */
export function PlayingGamePage() {
  const appId = Number(useParams().appId);
  const game = useGameDetail(appId);
  const config = useClientConfig();
  const loginBox = useLoginBox();
  const [fullscreen, setFullscreen] = useState(Boolean(document.fullscreenElement));
  useTitle(game.data ? `Playing ${game.data.appName}` : 'Playing');

  useEffect(() => {
    const sync = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  if (game.isError || !Number.isInteger(appId) || appId < 1) {
    return (
      <div className={styles.page}>
        <State
          title="Game not found"
          action={
            <Link className="btn btn-primary" to={paths.gamesList}>
              Browse all games
            </Link>
          }
        >
          This game does not exist or is no longer in the catalogue.
        </State>
      </div>
    );
  }
  const data = game.data;
  const immersive = data?.screenType === ScreenType.FULL_SCREEN;
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen().catch(() => undefined);
  };

  return (
    <div className={styles.page} data-immersive={immersive}>
      <header className={styles.bar}>
        <Link className={styles.back} to={paths.gameInfo(appId)} aria-label="Leave the game">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M15 5 8 12l7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
            />
          </svg>
        </Link>
        {data ? (
          <>
            <img src={data.appIconUrl} alt="" width={32} height={32} className={styles.icon} />
            <h1 className={styles.name}>{data.appName}</h1>
          </>
        ) : (
          <div className="skeleton" style={{ width: 180, height: 24 }} />
        )}
        <div className={styles.tools}>
          <Link className="btn" to={paths.home}>
            More games
          </Link>
          {document.fullscreenEnabled && (
            <button
              type="button"
              className="btn"
              onClick={toggleFullscreen}
              aria-pressed={fullscreen}
            >
              {fullscreen ? 'Exit full screen' : 'Full screen'}
            </button>
          )}
        </div>
      </header>
      {data && data.status !== 'online' ? (
        <State
          title={data.status === 'maintenance' ? 'Under maintenance' : 'This game is closed'}
          action={
            <Link className="btn btn-primary" to={paths.home}>
              Find another game
            </Link>
          }
        >
          {data.status === 'maintenance'
            ? `${data.appName} is being updated. Please come back soon.`
            : `${data.appName} can no longer be played.`}
        </State>
      ) : data && config.data ? (
        <GameFrame
          game={data}
          gamesOrigin={config.data.gamesOrigin}
          onRequestLogin={() => loginBox.open()}
        />
      ) : (
        <div className={styles.loading} role="status" aria-label="Loading the game" />
      )}
    </div>
  );
}
