import { ScreenType, type Game } from '@portal/contracts';
import { createPortalHost } from '@portal/game-sdk';
import { useEffect, useRef, useState } from 'react';
import { storage } from '../../../lib/storage';
import styles from './game-frame.module.css';

const saveKey = (appId: number, key: string) => `game:${appId}:${key}`;

/**
 * The game in a sandboxed frame on the games origin. The portal speaks to it only through the
 * game SDK; a guest's saves stay in this browser, keyed by game.
 */
export function GameFrame({
  game,
  gamesOrigin,
  onRequestLogin,
}: {
  game: Game;
  gamesOrigin: string;
  onRequestLogin: () => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [ready, setReady] = useState(false);
  const loginRef = useRef(onRequestLogin);
  useEffect(() => {
    loginRef.current = onRequestLogin;
  });

  useEffect(() => {
    const host = createPortalHost({
      frame: () => frame.current?.contentWindow ?? null,
      gamesOrigin,
      handlers: {
        onReady: () => setReady(true),
        onProgress: setProgress,
        onRequestLogin: () => loginRef.current(),
        getUser: () => null,
        saveData: (key, value) => {
          if (!storage.set(saveKey(game.appId, key), value))
            throw new Error('storage is full or blocked');
        },
        loadData: (key) => storage.get(saveKey(game.appId, key)),
      },
    });
    return () => host.dispose();
  }, [game.appId, gamesOrigin]);

  const src = new URL(game.appUrl);
  src.searchParams.set('portal', window.location.origin);
  const shape =
    game.screenType === ScreenType.VERTICAL
      ? 'vertical'
      : game.screenType === ScreenType.HORIZONTAL
        ? 'horizontal'
        : 'fill';

  return (
    <div className={styles.stage} data-shape={shape}>
      <div className={styles.box}>
        <iframe
          ref={frame}
          className={styles.frame}
          title={game.appName}
          src={src.toString()}
          sandbox="allow-scripts allow-same-origin allow-pointer-lock"
          allow="fullscreen; autoplay; gamepad"
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => frame.current?.focus()}
        />
        {!ready && (
          <div className={styles.loading} role="status">
            <img src={game.appIconUrl} alt="" width={96} height={96} />
            <p>Loading {game.appName}…</p>
            <div className={styles.bar}>
              <span style={{ width: `${progress ?? 30}%` }} />
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
