import { Code } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';
import { relogin } from '../api/relogin';
import { runningApp } from './running-app';
import type { SessionStore } from './session-store';

/** Query keys of an external link that hands over a session; never saved, never kept in the URL. */
export const SESSION_QUERY_KEYS = ['userId', 'h5Token', 'sdkToken'] as const;

/** Codes after which the stored login is of no more use (blacklisted or invalid token). */
const CLEARING_CODES: ReadonlySet<number> = new Set([
  Code.UNAUTHORIZED,
  Code.TOKEN_INVALID,
  Code.BANNED,
]);

/** The session an external link hands over (`/pc?userId=&h5Token=&sdkToken=`). */
export interface LinkSession {
  userId: string;
  h5Token: string;
  sdkToken: string;
}

export function externalLinkSession(search: string): LinkSession | null {
  const params = new URLSearchParams(search);
  const [userId, h5Token, sdkToken] = SESSION_QUERY_KEYS.map((key) => params.get(key) ?? '');
  return userId && h5Token && sdkToken ? { userId, h5Token, sdkToken } : null;
}

/** The address without the session keys, for history.replaceState. */
export function withoutSessionKeys(search: string): string {
  const params = new URLSearchParams(search);
  SESSION_QUERY_KEYS.forEach((key) => params.delete(key));
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Start-up login (spec section 4): an existing session stays; otherwise a player this browser
 * remembers is relogged from the cookies. With nothing to go on the login info is cleared. An
 * answer that arrives after another login or logout (the stamp moved) is ignored. An external
 * link's tokens play no part here: they are offered afterwards (see `link-hand-over`). A player
 * banned since (4080) is told why with the server's message (`onBanned`, the banned dialog).
 */
export async function initSession(
  store: SessionStore,
  onBanned: (message: string) => void = () => undefined,
): Promise<void> {
  const before = store.get();
  if (before.isLogin) return;
  if (!store.hasStoredUser()) {
    store.clear({ announce: false });
    return;
  }
  const stamp = before.stamp;
  try {
    const session = await relogin({ extra: runningApp() });
    if (store.get().stamp !== stamp) return;
    store.login(session, { announce: false });
  } catch (error) {
    if (store.get().stamp !== stamp) return;
    if (error instanceof ApiError && CLEARING_CODES.has(error.code)) {
      store.clear({ announce: false });
      if (error.code === Code.BANNED) onBanned(error.message);
    } else store.settle();
  }
}
