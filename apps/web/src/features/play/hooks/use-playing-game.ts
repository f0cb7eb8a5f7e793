import { ScreenType } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useClientConfig } from '../../../lib/client-config';
import { isMobileBrowser } from '../../../lib/device';
import { paths } from '../../../lib/paths';
import { useLoginBox, useSession, useShowAccountFrozen } from '../../auth';
import { useGameConfig } from '../api/get-game-config';
import { useRecordPlay } from '../api/record-play';
import { decideStart, type Step } from '../start/decide-start';
import { rememberForOffline } from '../start/offline-games';
import { cameFromOutside, storePlayingApp } from '../start/playing-app';
import { useFullScreenOffer } from './use-full-screen-offer';

/**
 * The start-game flow on the playing page (spec section 4), for a visit from inside the site and
 * one from outside (a share link, a bookmark): it asks for a login when needed, reads the game
 * config, records the play and says what the page shows.
 */
export function usePlayingGame(appId: number) {
  const session = useSession();
  const navigate = useNavigate();
  const loginBox = useLoginBox();
  const showFrozen = useShowAccountFrozen();
  const clientConfig = useClientConfig();
  const [fromOutside] = useState(() => cameFromOutside());
  const userId = session.user?.userId;
  const config = useGameConfig(appId, userId, session.isLogin && !session.reloading);
  const play = useRecordPlay();
  const [phone] = useState(() => isMobileBrowser());
  const fullScreen = useFullScreenOffer(phone && config.data?.screenType === ScreenType.HORIZONTAL);
  const { request: requestFullScreen } = fullScreen;

  const configStep: Step<NonNullable<typeof config.data>> =
    config.status === 'success'
      ? { status: 'success', data: config.data }
      : config.status === 'error'
        ? { status: 'error', error: config.error }
        : { status: 'pending' };
  const playStep: Step<unknown> =
    play.status === 'error'
      ? { status: 'error', error: play.error }
      : play.status === 'success'
        ? { status: 'success', data: play.data }
        : { status: play.status };
  const decision = decideStart({
    sessionReady: session.ready,
    reloading: session.reloading,
    isLogin: session.isLogin,
    fromOutside,
    config: configStep,
    play: playStep,
  });

  const leave = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    if (fromOutside) void navigate(paths.gameInfo(appId));
    else void navigate(-1);
  };
  const leaveRef = useRef(leave);
  useEffect(() => {
    leaveRef.current = leave;
  });

  const done = useRef(new Set<string>());
  const once = (step: string) => {
    if (done.current.has(step)) return false;
    done.current.add(step);
    return true;
  };
  const onceRef = useRef(once);

  const osignKey = clientConfig.data?.osignKey;
  const gamesOrigin = clientConfig.data?.gamesOrigin;
  const { mutate: record } = play;
  useEffect(() => {
    if (decision.kind === 'login' && onceRef.current('login')) {
      // From outside there is nowhere to go back to, so the box cannot be closed.
      loginBox.open({ closable: decision.closable }).catch(() => leaveRef.current());
    }
    if (decision.kind === 'frozen' && onceRef.current('frozen')) {
      showFrozen();
      if (decision.goHome) void navigate(paths.home, { replace: true });
    }
    if (decision.kind === 'record' && userId && osignKey !== undefined && onceRef.current('play'))
      record({ appId, userId, osignKey });
    if (decision.kind === 'play' && onceRef.current('open')) {
      storePlayingApp(decision.config);
      if (gamesOrigin !== undefined) rememberForOffline(decision.config, gamesOrigin);
      // Allowed only while a click still counts; the page fills the window either way, and a
      // refusal (a start after the login's reload) offers a one-tap "Full screen". On a phone
      // every game asks: the browser's own bars take a good part of a small screen.
      if (decision.config.screenType === ScreenType.FULL_SCREEN || phone) requestFullScreen();
    }
  }, [
    decision,
    loginBox,
    showFrozen,
    navigate,
    record,
    appId,
    userId,
    osignKey,
    gamesOrigin,
    requestFullScreen,
    phone,
  ]);

  const retry = () => {
    done.current.delete('play');
    play.reset();
    void config.refetch();
  };

  return {
    decision,
    fromOutside,
    leave,
    retry,
    userId,
    osignKey,
    config: config.data,
    fullScreenOffer: fullScreen,
    /** A phone's browser: the page drops its desktop tools and fills the screen with the game. */
    phone,
  };
}
