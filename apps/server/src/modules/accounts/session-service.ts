import { createHash, randomBytes } from 'node:crypto';
import {
  Code,
  SessionPlatform,
  TOKEN_LIFETIME_DAYS,
  type SessionPlatformValue,
} from '@portal/contracts';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import { endedSessionError } from './ended-session.js';
import {
  findLiveSession,
  insertSession,
  revokeSession,
  revokeUserSessions,
} from './session-repository.js';

export const TOKEN_LIFETIME_MS = TOKEN_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/** The tokens a request presented, each from its own field or, when that was missing, a cookie. */
export interface Credentials {
  h5Token?: string | undefined;
  sdkToken?: string | undefined;
  /** Either token of a session, as the publisher's clients send it; only ever a field. */
  userToken?: string | undefined;
  userId?: string | undefined;
  /** Which values came from cookies: a field and a cookie may belong to different logins. */
  fromCookie: ReadonlySet<'h5Token' | 'sdkToken' | 'userId'>;
}

/** The signed-in player behind a request. */
export interface AuthUser {
  userId: number;
  /** The hash of the session's h5Token: the session's key. */
  sessionHash: string;
  platform: SessionPlatformValue;
}

export interface IssuedTokens {
  h5Token: string;
  sdkToken: string;
  sessionHash: string;
}

const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const asPlatform = (value: string): SessionPlatformValue =>
  (SessionPlatform as readonly string[]).includes(value)
    ? (value as SessionPlatformValue)
    : 'GUEST';

type CredentialName = 'h5Token' | 'sdkToken' | 'userToken' | 'userId';
const fromCookie = (credentials: Credentials, name: CredentialName) =>
  name !== 'userToken' && credentials.fromCookie.has(name);
const sameSource = (credentials: Credentials, a: CredentialName, b: CredentialName) =>
  fromCookie(credentials, a) === fromCookie(credentials, b);

/** Sessions that just ended: one by its hash, or every session of a player. */
export type SessionsRevoked = { sessionHash: string } | { userId: number };

export interface SessionHooks {
  /** Told after sessions are revoked, so open sockets holding them can be closed. */
  onRevoked?: (revoked: SessionsRevoked) => void;
  /** How long a looked-up live session is kept in this process; 0 or unset keeps none. */
  cacheMs?: number;
}

type LiveSession = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

/** Sessions kept at most, each a few hundred bytes: the players active in the last seconds. */
const CACHED_SESSIONS = 50_000;

export function createSessionService(db: Db, hooks: SessionHooks = {}) {
  const cacheMs = hooks.cacheMs ?? 0;
  /** Live sessions by `h5:` or `sdk:` and the token's hash; dropped the moment one ends here. */
  const cache =
    cacheMs > 0 ? new LRUCache<string, LiveSession>({ max: CACHED_SESSIONS, ttl: cacheMs }) : null;

  /** Drops the kept sessions that `event` ended: the one of its hash, or all of its player. */
  const forget = (event: { sessionHash?: string; userId?: number }) => {
    if (!cache) return;
    for (const [key, session] of cache.entries()) {
      if (session.h5TokenHash === event.sessionHash || session.userId === event.userId) {
        cache.delete(key);
      }
    }
  };
  const revoked = (event: SessionsRevoked) => {
    forget(event);
    hooks.onRevoked?.(event);
  };

  /** The live session of a token's hash, from this process's cache when it has it. */
  const findLive = async (
    by: { h5TokenHash: string } | { sdkTokenHash: string },
  ): Promise<LiveSession | undefined> => {
    if (!cache) return findLiveSession(db, by);
    const key = 'h5TokenHash' in by ? `h5:${by.h5TokenHash}` : `sdk:${by.sdkTokenHash}`;
    const kept = cache.get(key);
    if (kept && kept.expiresAt.getTime() > Date.now()) return kept;
    const session = await findLiveSession(db, by);
    if (session) cache.set(key, session);
    else cache.delete(key);
    return session;
  };

  /** Opens a session: a new token pair, of which only the hashes are kept. */
  async function open(userId: number, platform: SessionPlatformValue): Promise<IssuedTokens> {
    const h5Token = newToken();
    const sdkToken = newToken();
    const sessionHash = hashToken(h5Token);
    await insertSession(db, {
      h5TokenHash: sessionHash,
      sdkTokenHash: hashToken(sdkToken),
      userId,
      platform,
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS),
    });
    return { h5Token, sdkToken, sessionHash };
  }

  /** The live session a userToken names: one whose h5Token or sdkToken it is. */
  const sessionOfEitherToken = async (token: string) => {
    const hash = hashToken(token);
    return (await findLive({ h5TokenHash: hash })) ?? (await findLive({ sdkTokenHash: hash }));
  };

  /** Why tokens that open no live session are refused: the userToken may be either token. */
  const endedSessionErrorOf = async (
    anchor: 'h5Token' | 'sdkToken' | 'userToken',
    { h5Token, sdkToken, userToken }: Credentials,
  ): Promise<ApiError> => {
    if (anchor === 'h5Token')
      return endedSessionError(db, { h5TokenHash: hashToken(h5Token ?? '') });
    if (anchor === 'sdkToken') {
      return endedSessionError(db, { sdkTokenHash: hashToken(sdkToken ?? '') });
    }
    const hash = hashToken(userToken ?? '');
    const asH5 = await endedSessionError(db, { h5TokenHash: hash });
    return asH5.code === Code.BANNED ? asH5 : endedSessionError(db, { sdkTokenHash: hash });
  };

  /**
   * The player a request's tokens belong to: 401 without any token, 4017 for an unknown, revoked
   * or expired one, or for tokens and a user id that do not belong together; 4080 for a banned
   * player. The session is found by the h5Token, else the sdkToken, else the userToken; every
   * other value sent from the same place (fields, or cookies) must belong to it too. A banned
   * player's sessions were ended by the ban: their tokens answer 4080 (see `endedSessionError`).
   */
  async function resolve(credentials: Credentials): Promise<AuthUser> {
    const { h5Token, sdkToken, userToken, userId } = credentials;
    const anchor = h5Token ? 'h5Token' : sdkToken ? 'sdkToken' : userToken ? 'userToken' : null;
    if (!anchor) throw new ApiError(Code.UNAUTHORIZED, undefined, 401);
    const session =
      anchor === 'h5Token'
        ? await findLive({ h5TokenHash: hashToken(h5Token ?? '') })
        : anchor === 'sdkToken'
          ? await findLive({ sdkTokenHash: hashToken(sdkToken ?? '') })
          : await sessionOfEitherToken(userToken ?? '');
    if (!session) throw await endedSessionErrorOf(anchor, credentials);
    const pairMismatch =
      h5Token !== undefined &&
      sdkToken !== undefined &&
      sameSource(credentials, 'h5Token', 'sdkToken') &&
      hashToken(sdkToken) !== session.sdkTokenHash;
    const userTokenMismatch =
      userToken !== undefined &&
      anchor !== 'userToken' &&
      sameSource(credentials, anchor, 'userToken') &&
      hashToken(userToken) !== session.h5TokenHash &&
      hashToken(userToken) !== session.sdkTokenHash;
    const userMismatch =
      userId !== undefined &&
      sameSource(credentials, anchor, 'userId') &&
      userId !== String(session.userId);
    if (pairMismatch || userTokenMismatch || userMismatch) throw new ApiError(Code.TOKEN_INVALID);
    if (session.userStatus === 'banned') throw new ApiError(Code.BANNED);
    return {
      userId: session.userId,
      sessionHash: session.h5TokenHash,
      platform: asPlatform(session.platform),
    };
  }

  return {
    open,
    resolve,
    /** Drops the kept sessions another process ended (see `SESSION_CACHE_MS`). */
    forget,

    /** Replaces a session by a new one; only one of two requests racing to do it succeeds. */
    async rotate(auth: AuthUser): Promise<IssuedTokens> {
      if (!(await revokeSession(db, auth.sessionHash))) throw new ApiError(Code.TOKEN_INVALID);
      revoked({ sessionHash: auth.sessionHash });
      return open(auth.userId, auth.platform);
    },

    async revoke(sessionHash: string): Promise<void> {
      await revokeSession(db, sessionHash);
      revoked({ sessionHash });
    },

    /** Ends every session of a player, as a password change or reset must. */
    async revokeAll(userId: number): Promise<void> {
      await revokeUserSessions(db, userId);
      revoked({ userId });
    },

    /** Whether a session still opens (not revoked, not expired, player not banned). */
    async isLive(sessionHash: string): Promise<boolean> {
      const session = await findLiveSession(db, { h5TokenHash: sessionHash });
      return session !== undefined && session.userStatus !== 'banned';
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
