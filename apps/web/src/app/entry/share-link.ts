import { appIdOf, ShareType } from '@portal/contracts';
import { SESSION_QUERY_KEYS } from '../../features/auth';
import { paths } from '../../lib/paths';

const HASH_APP_ID = /(\d+)_/;

/**
 * Where a share link sends the visitor (spec section 2): shareType 0 goes Home, 1 or 2 go to
 * the game with appId; a hash holding "<appId>_" opens that game. Null when the URL is no share
 * link, so an ordinary visit stays where it is.
 */
export function shareTarget(search: string, hash: string): string | null {
  const params = new URLSearchParams(search);
  const shareType = params.get('shareType');
  if (shareType === ShareType.HOME) return paths.home;
  if (shareType === ShareType.GAME || shareType === ShareType.GAME_ALT) {
    const appId = appIdOf(params.get('appId'));
    return appId !== null ? paths.playing(appId) : paths.home;
  }
  const fromHash = HASH_APP_ID.exec(hash)?.[1];
  if (fromHash !== undefined) {
    const appId = appIdOf(fromHash);
    if (appId !== null) return paths.playing(appId);
  }
  return null;
}

/** The query values of a visit, merged over those saved before (later visits win). */
export function mergeQuery(saved: string | null, search: string): Record<string, string> {
  let previous: Record<string, string> = {};
  try {
    const parsed: unknown = saved ? JSON.parse(saved) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      previous = Object.fromEntries(
        Object.entries(parsed).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
    }
  } catch {
    previous = {};
  }
  const visit = new URLSearchParams(search);
  // A link that hands over a session carries tokens: they are never kept in JS storage.
  SESSION_QUERY_KEYS.forEach((key) => visit.delete(key));
  return { ...previous, ...Object.fromEntries(visit) };
}
