import { appIdOf, PageId } from '@portal/contracts';
import { matchPath } from 'react-router';
import { paths } from '../../lib/paths';

const FIXED: ReadonlyArray<readonly [string, number]> = [
  [paths.home, PageId.HOME],
  [paths.gamesList, PageId.GAMES_LIST],
  [paths.giftCenter, PageId.GIFT_CENTER],
  [paths.myGifts, PageId.MY_GIFTS],
  [paths.linkExpired, PageId.LINK_EXPIRED],
];

/** The page id of spec section 2 for a route (-1 for a page the spec gives none), and its game. */
export function pageViewOf(pathname: string): { page: number; appId?: number } {
  const path = pathname.replace(/\/+$/, '') || '/';
  const fixed = FIXED.find(([route]) => route === path);
  if (fixed) return { page: fixed[1] };
  const playing = matchPath(paths.playing(), path);
  if (playing) {
    const appId = appIdOf(playing.params.appId);
    if (appId !== null) return { page: PageId.PLAYING_GAME, appId };
  }
  return { page: PageId.DEFAULT };
}
