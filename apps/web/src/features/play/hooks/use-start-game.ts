import { Code, ScreenType } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { sessionStore, useLoginBox, useShowAccountFrozen } from '../../auth';
import { gameConfigQuery } from '../api/get-game-config';
import { storePlayingApp } from '../start/playing-app';

/** A navigation to the playing page from inside the site: leaving it goes back, not Home. */
export const FROM_PORTAL = { fromPortal: true } as const;

const askFullScreen = () => {
  if (document.fullscreenEnabled && !document.fullscreenElement)
    void document.documentElement.requestFullscreen().catch(() => undefined);
};
const leaveFullScreen = () => {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
};

/**
 * Starting a game from a page of the site (spec section 4). Logged out, the login box opens
 * first; the login reloads the page, so the player is taken to the playing page, where the
 * reloaded page starts the game. Logged in, the game config decides: a frozen account sees the
 * notice and stays; otherwise the game's name and icon are kept, a full-screen game asks for full
 * screen and the playing page opens.
 */
export function useStartGame() {
  const navigate = useNavigate();
  const loginBox = useLoginBox();
  const queryClient = useQueryClient();
  const showFrozen = useShowAccountFrozen();
  const toast = useToast();

  return useCallback(
    async (game: { appId: number; screenType?: number }) => {
      const { isLogin, user } = sessionStore.get();
      if (!isLogin || !user) {
        try {
          await loginBox.open();
        } catch {
          return;
        }
        void navigate(paths.playing(game.appId), { state: FROM_PORTAL });
        return;
      }
      // Asked within the click: after the config arrives the browser may no longer allow it.
      if (game.screenType === ScreenType.FULL_SCREEN) askFullScreen();
      try {
        const config = await queryClient.fetchQuery(gameConfigQuery(game.appId, user.userId));
        if (config.userStatus === 'frozen') {
          leaveFullScreen();
          showFrozen();
          return;
        }
        storePlayingApp(config);
        if (config.screenType === ScreenType.FULL_SCREEN) askFullScreen();
        void navigate(paths.playing(game.appId), { state: FROM_PORTAL });
      } catch (error) {
        leaveFullScreen();
        // 4080 has its own dialog (the banned notice); the rest is said where the click was.
        if (error instanceof ApiError && error.code === Code.BANNED) return;
        toast(error instanceof Error ? error.message : 'The game could not start.', 'error');
      }
    },
    [loginBox, navigate, queryClient, showFrozen, toast],
  );
}
