import { gamePushAreas, ScreenType } from '@portal/contracts';
import type { PortalHost } from '@portal/game-sdk';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { State } from '../../components/ui/state';
import { useGameDetail } from '../../features/games';
import {
  ExitGameDialog,
  FullScreenOffer,
  GameFrame,
  offlineGame,
  QrCodeDialog,
  ShortcutDialog,
  ToolbarIcon,
  TurnPhone,
  usePlayingGame,
  type OfflineGame,
  type StartDecision,
} from '../../features/play';
import { realtime, usePushListener } from '../../features/realtime';
import { useClientConfig } from '../../lib/client-config';
import { paths } from '../../lib/paths';
import { reloadPage } from '../../lib/reload';
import { useTitle } from '../../lib/use-title';
import styles from './playing-game.module.css';

type Open = 'exit' | 'shortcut' | 'qr' | null;

/** The dialog's clock and the server's push may both report one expiry: the game hears it once. */
const QR_EXPIRY_ONCE_MS = 5_000;

/**
 * Tells the game its QR code expired (spec section 4: a QR-code push), once per expiry whether
 * the dialog's countdown or the server's push says it first; and listens to the game's own area
 * of pushes while it is open.
 */
function useGamePushes(appId: number, host: { current: PortalHost | null }, onQrUsed: () => void) {
  const toldAt = useRef(0);
  const tellQrExpired = () => {
    if (Date.now() - toldAt.current < QR_EXPIRY_ONCE_MS) return;
    toldAt.current = Date.now();
    host.current?.send('qrCodeExpired', {});
  };
  usePushListener((action) => {
    if (action.kind === 'qr-expired' && (action.appId === null || action.appId === appId)) {
      tellQrExpired();
    }
    if (action.kind === 'qr-used' && (action.appId === null || action.appId === appId)) onQrUsed();
  });
  useEffect(() => {
    const stops = gamePushAreas(appId).map((area) => realtime.watchArea(area));
    return () => stops.forEach((stop) => stop());
  }, [appId]);
  return tellQrExpired;
}

/**
 * PlayingGame (outside the layout): a slim toolbar over the game; full-screen games fill it, and
 * so does every game on a phone, where the toolbar floats over the game with only its back and
 * full-screen buttons (a desktop shortcut and a QR code to a phone mean nothing there).
 */
export function PlayingGamePage() {
  const appId = Number(useParams().appId);
  if (!Number.isInteger(appId) || appId < 1) return <GameNotFound />;
  // A jump to another game starts its flow afresh.
  return <PlayingOnlineOrOffline key={appId} appId={appId} />;
}

/** Without a connection, a built-in game played before opens from this device. */
function PlayingOnlineOrOffline({ appId }: { appId: number }) {
  // Decided once: a connection coming back mid-game does not restart it.
  const [offline] = useState(() => offlineGame(appId));
  return offline ? <PlayingOffline game={offline} /> : <PlayingGame appId={appId} />;
}

/**
 * A kept built-in game, played with no connection: no sign-in check or play record (they need
 * the server); its saves wait on this device and go out when the connection is back.
 */
function PlayingOffline({ game }: { game: OfflineGame }) {
  useTitle(`Playing ${game.appName}`);
  const navigate = useNavigate();
  return (
    <div className={styles.page} data-immersive={game.screenType === ScreenType.FULL_SCREEN}>
      <header className={styles.bar}>
        <button
          type="button"
          className={styles.back}
          aria-label="Leave the game"
          onClick={() => void navigate(-1)}
        >
          <ToolbarIcon name="back" />
        </button>
        <img src={game.appIconUrl} alt="" width={32} height={32} className={styles.icon} />
        <h1 className={styles.name}>{game.appName}</h1>
        <p className={styles.offline} role="status">
          Offline: your progress is kept on this device until you are back online.
        </p>
      </header>
      <GameFrame game={game} gamesOrigin={game.gamesOrigin} />
    </div>
  );
}

function GameNotFound() {
  useTitle('Game not found');
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

function useFullscreen() {
  const [fullscreen, setFullscreen] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen().catch(() => undefined);
  };
  return { fullscreen, toggle };
}

function PlayingGame({ appId }: { appId: number }) {
  const flow = usePlayingGame(appId);
  const { decision, phone } = flow;
  const detail = useGameDetail(appId);
  const gamesOrigin = useClientConfig().data?.gamesOrigin;
  const [open, setOpen] = useState<Open>(null);
  const host = useRef<PortalHost | null>(null);
  // The code on show was used on a phone (a push says so); a new code starts unused.
  const [qrUsed, setQrUsed] = useState(false);
  const tellQrExpired = useGamePushes(appId, host, () => setQrUsed(true));
  const screen = useFullscreen();
  const game = flow.config ?? detail.data;
  useTitle(game ? `Playing ${game.appName}` : 'Playing');

  if (decision.kind === 'not-found' || (!game && detail.isError)) return <GameNotFound />;
  const playing = decision.kind === 'play' && gamesOrigin !== undefined;
  const close = () => setOpen(null);

  return (
    <div
      className={styles.page}
      data-immersive={playing && (decision.fullScreen || phone)}
      data-phone={phone}
    >
      <header className={styles.bar}>
        <button
          type="button"
          className={styles.back}
          aria-label="Leave the game"
          onClick={() => (playing ? setOpen('exit') : flow.leave())}
        >
          <ToolbarIcon name="back" />
        </button>
        {game ? (
          <>
            <img src={game.appIconUrl} alt="" width={32} height={32} className={styles.icon} />
            <h1 className={styles.name}>{game.appName}</h1>
          </>
        ) : (
          <div className="skeleton" style={{ width: 180, height: 24 }} />
        )}
        {playing && (
          <div className={styles.tools} role="toolbar" aria-label="Game tools">
            {!phone && (
              <>
                <button type="button" className={styles.tool} onClick={() => setOpen('shortcut')}>
                  <ToolbarIcon name="shortcut" />
                  <span>Add to desktop</span>
                </button>
                <button
                  type="button"
                  className={styles.tool}
                  onClick={() => {
                    setQrUsed(false);
                    setOpen('qr');
                  }}
                >
                  <ToolbarIcon name="mobile" />
                  <span>Play on mobile</span>
                </button>
              </>
            )}
            {document.fullscreenEnabled && (
              <button
                type="button"
                className={styles.tool}
                onClick={screen.toggle}
                aria-pressed={screen.fullscreen}
              >
                <ToolbarIcon name={screen.fullscreen ? 'collapse' : 'expand'} />
                <span>Full screen</span>
              </button>
            )}
          </div>
        )}
      </header>
      {playing ? (
        <GameFrame
          game={decision.config}
          gamesOrigin={gamesOrigin}
          edgeToEdge={phone}
          onHost={(bridge) => {
            host.current = bridge;
          }}
        />
      ) : (
        <Status decision={decision} appName={game?.appName} appId={appId} retry={flow.retry} />
      )}
      {playing && (
        <>
          <FullScreenOffer offer={flow.fullScreenOffer} />
          {phone && decision.config.screenType === ScreenType.HORIZONTAL && (
            <TurnPhone appName={decision.config.appName} />
          )}
          <ExitGameDialog
            open={open === 'exit'}
            appId={appId}
            appName={decision.config.appName}
            onClose={close}
            onLeave={() => {
              close();
              flow.leave();
            }}
          />
          <ShortcutDialog
            open={open === 'shortcut'}
            appId={appId}
            appName={decision.config.appName}
            appIconUrl={decision.config.appIconUrl}
            onClose={close}
          />
          {flow.userId !== undefined && flow.osignKey !== undefined && (
            <QrCodeDialog
              open={open === 'qr'}
              appId={appId}
              appName={decision.config.appName}
              userId={flow.userId}
              osignKey={flow.osignKey}
              opened={qrUsed}
              onClose={close}
              onExpired={tellQrExpired}
            />
          )}
        </>
      )}
    </div>
  );
}

/** What stands between the player and the game, and the way on from there. */
function Status({
  decision,
  appName = 'this game',
  appId,
  retry,
}: {
  decision: StartDecision;
  appName?: string;
  appId: number;
  retry: () => void;
}) {
  const back = (
    <Link className="btn" to={paths.gameInfo(appId)}>
      Back to the game page
    </Link>
  );
  const more = (
    <Link className="btn btn-primary" to={paths.gamesList}>
      Find another game
    </Link>
  );
  const actions = (...children: ReactNode[]) => <div className={styles.actions}>{children}</div>;
  switch (decision.kind) {
    case 'login':
      return (
        <State title={`Log in to play ${appName}`} art={<Art />}>
          Log in or play as a guest: your progress is saved to your account.
        </State>
      );
    case 'banned':
      return (
        <State
          title="Games are blocked for this account"
          art={<Art tone="danger" />}
          action={actions(
            back,
            <Link key="support" className="btn btn-primary" to={paths.support}>
              Write a support ticket
            </Link>,
          )}
        >
          {decision.message}
        </State>
      );
    case 'frozen':
      return (
        <State
          title="This account is frozen"
          art={<Art tone="warm" />}
          action={actions(
            back,
            <Link key="support" className="btn btn-primary" to={paths.support}>
              Contact Support
            </Link>,
          )}
        >
          Games cannot start on a frozen account. Our support team can help you unfreeze it.
        </State>
      );
    case 'unavailable':
      return (
        <State
          title={decision.reason === 'maintenance' ? 'Under maintenance' : 'This game is closed'}
          art={<Art tone="warm" />}
          action={actions(back, more)}
        >
          {decision.message}
        </State>
      );
    case 'failed':
      return (
        <State
          title={`${appName} could not start`}
          art={<Art tone="danger" />}
          action={actions(
            back,
            <button
              key="retry"
              type="button"
              className="btn btn-primary"
              onClick={decision.refresh ? reloadPage : retry}
            >
              {decision.refresh ? 'Refresh the page' : 'Try again'}
            </button>,
          )}
        >
          <span role="alert">{decision.message}</span>
        </State>
      );
    default:
      return <div className={styles.loading} role="status" aria-label="Loading the game" />;
  }
}

function Art({ tone }: { tone?: 'danger' | 'warm' }) {
  return (
    <span className={styles.art} data-tone={tone} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="32" height="32">
        <path
          d="M6 9h12a4 4 0 0 1 4 4v2a3 3 0 0 1-5.4 1.8L15 15H9l-1.6 1.8A3 3 0 0 1 2 15v-2a4 4 0 0 1 4-4zM8 11v3M6.5 12.5h3M15.5 12h.01M17.5 13.5h.01"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
