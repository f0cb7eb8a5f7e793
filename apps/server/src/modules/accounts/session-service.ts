import { createHash, randomBytes } from 'node:crypto';
import {
  Code,
  SessionPlatform,
  TOKEN_LIFETIME_DAYS,
  type SessionPlatformValue,
} from '@portal/contracts';
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

const sameSource = (
  credentials: Credentials,
  a: 'h5Token' | 'sdkToken',
  b: 'sdkToken' | 'userId',
) => credentials.fromCookie.has(a) === credentials.fromCookie.has(b);

/** Sessions that just ended: one by its hash, or every session of a player. */
export type SessionsRevoked = { sessionHash: string } | { userId: number };

export interface SessionHooks {
  /** Told after sessions are revoked, so open sockets holding them can be closed. */
  onRevoked?: (revoked: SessionsRevoked) => void;
}

export function createSessionService(db: Db, hooks: SessionHooks = {}) {
  const revoked = (event: SessionsRevoked) => hooks.onRevoked?.(event);

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

  /**
   * The player a request's tokens belong to: 401 without any token, 4017 for an unknown, revoked
   * or expired one, or for tokens and a user id that do not belong together; 4080 for a banned
   * player, whose sessions the ban ended (see `endedSessionError`).
   */
  async function resolve(credentials: Credentials): Promise<AuthUser> {
    const { h5Token, sdkToken, userId } = credentials;
    if (!h5Token && !sdkToken) throw new ApiError(Code.UNAUTHORIZED, undefined, 401);
    const by = h5Token
      ? { h5TokenHash: hashToken(h5Token) }
      : { sdkTokenHash: hashToken(sdkToken ?? '') };
    const session = await findLiveSession(db, by);
    if (!session) throw await endedSessionError(db, by);
    const anchor = h5Token ? 'h5Token' : 'sdkToken';
    const pairMismatch =
      h5Token !== undefined &&
      sdkToken !== undefined &&
      sameSource(credentials, 'h5Token', 'sdkToken') &&
      hashToken(sdkToken) !== session.sdkTokenHash;
    const userMismatch =
      userId !== undefined &&
      sameSource(credentials, anchor, 'userId') &&
      userId !== String(session.userId);
    if (pairMismatch || userMismatch) throw new ApiError(Code.TOKEN_INVALID);
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
