import { ScreenType, type GameConfig } from '@portal/contracts';
import { createPortalHost, type GameUser, type PortalHost } from '@portal/game-sdk';
import { useEffect, useRef, useState } from 'react';
import { sessionStore, useLoginBox, useSession } from '../../auth';
import { loadGameData, saveGameData } from '../api/game-data';
import { useCoverPause } from '../hooks/use-cover-pause';
import { isPublishersGame } from '../start/offline-games';
import styles from './game-frame.module.css';

export type PlayableGame = Pick<
  GameConfig,
  'appId' | 'appName' | 'appIconUrl' | 'appUrl' | 'screenType'
>;

/** What a game may know of the player: the protocol's nickname and avatar, nothing more. */
const gameUser = (user: { nickname: string; iconUrl: string } | null): GameUser | null =>
  user ? { nickname: user.nickname || 'Guest', iconUrl: user.iconUrl } : null;

/** How often a game that has not said it is ready is greeted again. */
const HELLO_RETRY_MS = 500;
/**
 * A publisher's game (an uploaded zip, or an address of its own) may not speak the SDK and never
 * say it is ready: its loading cover gives way this long after its page has loaded. The built-in
 * games always say it, so theirs stays until they do, with a reload offered after SLOW_GAME_MS.
 */
export const SILENT_GAME_MS = 10_000;
/** A built-in game not ready by then has likely failed to start: the cover offers a reload. */
export const SLOW_GAME_MS = 15_000;

/** Where the game's messages come from: its own origin, the games origin for hosted games. */
const originOf = (appUrl: string, fallback: string): string => {
  try {
    return new URL(appUrl).origin;
  } catch {
    return fallback;
  }
};

/**
 * The game in a sandboxed frame on the games origin. The portal speaks to it only through the
 * game SDK: saves go to the player's account, and the game hears when to pause and resume and
 * when the player changes.
 */
export function GameFrame({
  game,
  gamesOrigin,
  onHost,
  edgeToEdge = false,
}: {
  game: PlayableGame;
  gamesOrigin: string;
  /** On a phone: the game takes the whole screen, no margin or rounded frame around it. */
  edgeToEdge?: boolean;
  /** The bridge to the game, for the page's own messages (a QR code that expired). */
  onHost?: (host: PortalHost | null) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const host = useRef<PortalHost | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [ready, setReady] = useState(false);
  const loginBox = useLoginBox();
  const { user } = useSession();
  const openLogin = useRef(loginBox.open);
  const hostListener = useRef(onHost);
  useEffect(() => {
    openLogin.current = loginBox.open;
    hostListener.current = onHost;
  });

  const gameOrigin = originOf(game.appUrl, gamesOrigin);
  useEffect(() => {
    const bridge = createPortalHost({
      frame: () => frame.current?.contentWindow ?? null,
      gamesOrigin: gameOrigin,
      handlers: {
        onReady: () => setReady(true),
        onProgress: setProgress,
        onRequestLogin: () => void openLogin.current(),
        getUser: () => gameUser(sessionStore.get().user),
        saveData: (key, value) => saveGameData(game.appId, key, value),
        loadData: (key) => loadGameData(game.appId, key),
      },
    });
    host.current = bridge;
    hostListener.current?.(bridge);
    return () => {
      host.current = null;
      hostListener.current?.(null);
      bridge.dispose();
    };
  }, [game.appId, gameOrigin]);

  useCoverPause((message) => host.current?.send(message, {}));

  // Until the game has said it is ready, the page keeps saying hello: a game that spoke before
  // this page listened then announces itself again and asks again what it asked.
  const [loaded, setLoaded] = useState(false);
  const [slow, setSlow] = useState(false);
  /** Bumped by "Reload the game": a new frame element loads the game afresh. */
  const [attempt, setAttempt] = useState(0);
  const mayBeSilent = isPublishersGame(game.appUrl, gamesOrigin);
  useEffect(() => {
    if (!loaded || ready) return;
    const timer = setInterval(() => host.current?.hello(), HELLO_RETRY_MS);
    const waiting = mayBeSilent
      ? setTimeout(() => setReady(true), SILENT_GAME_MS)
      : setTimeout(() => setSlow(true), SLOW_GAME_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(waiting);
    };
  }, [loaded, ready, mayBeSilent, attempt]);
  const reloadGame = () => {
    setSlow(false);
    setLoaded(false);
    setProgress(null);
    setAttempt((n) => n + 1);
  };

  const userKey = user ? `${user.userId}:${user.nickname}:${user.iconUrl}` : '';
  const lastUser = useRef(userKey);
  useEffect(() => {
    if (lastUser.current === userKey) return;
    lastUser.current = userKey;
    host.current?.send('userChanged', { user: gameUser(sessionStore.get().user) });
  }, [userKey]);

  const src = new URL(game.appUrl);
  src.searchParams.set('portal', window.location.origin);
  const shape =
    game.screenType === ScreenType.VERTICAL
      ? 'vertical'
      : game.screenType === ScreenType.HORIZONTAL
        ? 'horizontal'
        : 'fill';

  return (
    <div className={styles.stage} data-shape={shape} data-edge={edgeToEdge}>
      <div className={styles.box}>
        <iframe
          key={attempt}
          ref={frame}
          className={styles.frame}
          title={game.appName}
          src={src.toString()}
          sandbox="allow-scripts allow-same-origin allow-pointer-lock"
          allow="fullscreen; autoplay; gamepad"
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => {
            // A game that announced itself before this page listened says so again.
            host.current?.hello();
            setLoaded(true);
            frame.current?.focus();
          }}
        />
        {!ready && (
          <div className={styles.loading} role="status">
            <img src={game.appIconUrl} alt="" width={96} height={96} />
            <p>Loading {game.appName}…</p>
            <div className={styles.bar}>
              <span style={{ width: `${progress ?? 30}%` }} />
            </div>
            {slow && (
              <div className={styles.slow}>
                <p>This is taking longer than usual.</p>
                <button type="button" className="btn" onClick={reloadGame}>
                  Reload the game
                </button>
              </div>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
