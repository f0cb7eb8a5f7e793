import { randomBytes } from 'node:crypto';
import {
  Code,
  QR_LINK_TTL_MS,
  SessionPlatform,
  sitePaths,
  type QrCodeResponse,
  type QrPeekResponse,
  type QrRedeemResponse,
  type QrSignInResponse,
  type SessionPlatformValue,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import type { Clock } from '../../lib/clock.js';
import { activePlayer } from '../accounts/active-player.js';
import { hashToken, type AuthUser, type SessionService } from '../accounts/session-service.js';
import { findUserById } from '../accounts/user-repository.js';
import { toSession, type UserViewSettings } from '../accounts/user-view.js';
import type { GameService } from '../games/game-service.js';
import { assertPlayable } from './game-availability.js';
import { siteUrl } from './game-page-url.js';
import { qrImage } from './qr-image.js';
import { findLiveQrLink, findUnusedQrLink, replaceQrLink, useQrLink } from './qr-repository.js';

/** A QR link that ran out unused: the page showing it should ask for a new one. */
export interface QrExpiredEvent {
  userId: number | null;
  appId: number;
  expiresAt: number;
}

export type QrExpiredListener = (event: QrExpiredEvent) => void;

/** A QR link was used (on a phone): the page that showed it says so instead of the code. */
export interface QrUsedEvent {
  userId: number;
  appId: number;
}

export type QrUsedListener = (event: QrUsedEvent) => void;

/** A User-Agent kept with a used link is cut to this many characters. */
const USED_BY_MAX = 200;

const asPlatform = (value: string | null): SessionPlatformValue | null =>
  SessionPlatform.find((platform) => platform === value) ?? null;

/**
 * Play on mobile: a short-lived, single-use link to the game, shown as a QR code. It leads to the
 * separate mobile site when one is configured (`appId` and `qr` as query values), else to the
 * game's page on this site with `qr`. Only the token's hash is stored, so the table opens no game
 * for anyone who reads it.
 */
export function createQrService(deps: {
  db: Db;
  games: GameService;
  clock: Clock;
  /** The separate mobile site, if any. */
  mobileSiteUrl: string | undefined;
  /** This site's address, for the game's own page. */
  publicUrl: string;
  sessions: SessionService;
  userView: UserViewSettings;
  log: FastifyBaseLogger;
}) {
  const { db, games, clock, mobileSiteUrl, publicUrl, sessions, userView, log } = deps;
  const listeners = new Set<QrExpiredListener>();
  const usedListeners = new Set<QrUsedListener>();
  /** Expiry timers of the links this process issued, by token hash. */
  const timers = new Map<string, () => void>();

  async function expire(tokenHash: string): Promise<void> {
    timers.delete(tokenHash);
    const link = await findUnusedQrLink(db, tokenHash);
    if (!link) return;
    const event = { userId: link.userId, appId: link.appId, expiresAt: link.expiresAt.getTime() };
    for (const listener of listeners) listener(event);
  }

  /** Uses a link up, or answers 4065; stops its expiry timer and tells who asked for it. */
  async function use(token: string, usedBy: string | null) {
    const tokenHash = hashToken(token);
    const link = await useQrLink(db, tokenHash, new Date(clock.now()), usedBy);
    if (!link) throw new ApiError(Code.INVALID_QRCODE);
    timers.get(tokenHash)?.();
    timers.delete(tokenHash);
    const { userId, appId } = link;
    if (userId !== null) for (const listener of usedListeners) listener({ userId, appId });
    return link;
  }

  /**
   * Outside a game: a code of the site's Home (or the mobile site), with no token, so it signs no
   * one in. It does not run out; `expiresAt` says when to ask again, as for a game's code.
   */
  async function issueHome(auth: AuthUser): Promise<QrCodeResponse> {
    await activePlayer(db, auth.userId);
    const qrLink = new URL(mobileSiteUrl ?? siteUrl(publicUrl, sitePaths.home)).toString();
    return { qrLink, expiresAt: clock.now() + QR_LINK_TTL_MS, qrCode: await qrImage(qrLink) };
  }

  return {
    async issue(auth: AuthUser, appId: number | undefined): Promise<QrCodeResponse> {
      if (appId === undefined) return issueHome(auth);
      const [game] = await Promise.all([games.one(appId), activePlayer(db, auth.userId)]);
      assertPlayable(game);
      const token = randomBytes(32).toString('base64url');
      const tokenHash = hashToken(token);
      const now = clock.now();
      const expiresAt = now + QR_LINK_TTL_MS;
      await replaceQrLink(db, {
        tokenHash,
        userId: auth.userId,
        appId,
        platform: auth.platform,
        expiresAt: new Date(expiresAt),
        createdAt: new Date(now),
      });
      timers.set(
        tokenHash,
        clock.after(QR_LINK_TTL_MS, () => {
          expire(tokenHash).catch((error: unknown) =>
            log.warn({ err: error }, 'could not report an expired QR link'),
          );
        }),
      );
      // Here, the game's information page: a visitor may look at it, so the phone is asked
      // there whether to continue as the link's player before the game (which needs one) opens.
      const url = new URL(mobileSiteUrl ?? siteUrl(publicUrl, sitePaths.gameInfo(appId)));
      url.searchParams.set('appId', String(appId));
      url.searchParams.set('qr', token);
      const qrLink = url.toString();
      return { qrLink, expiresAt, qrCode: await qrImage(qrLink) };
    },

    /** The game of a link, once; a used, expired, superseded or unknown link answers 4065. */
    async redeem(token: string): Promise<QrRedeemResponse> {
      const link = await use(token, null);
      return { appId: link.appId };
    },

    /**
     * Whose account a live link continues, without using it: the nickname and avatar only. A
     * used, expired, superseded or unknown link answers 4065, as does a banned player's.
     */
    async peek(token: string): Promise<QrPeekResponse> {
      const link = await findLiveQrLink(db, hashToken(token), new Date(clock.now()));
      const user = link?.userId ? await findUserById(db, link.userId) : undefined;
      if (!user || user.status === 'banned') throw new ApiError(Code.INVALID_QRCODE);
      return { nickname: user.nickname, iconUrl: userView.picture(user.iconUrl) };
    },

    /**
     * Uses the link (once, atomically: of two phones only one gets it) and opens a session for
     * the player who asked for it, as a login does, with the platform of the desktop's session.
     */
    async signIn(token: string, userAgent: string | undefined): Promise<QrSignInResponse> {
      const link = await use(token, userAgent?.slice(0, USED_BY_MAX) ?? null);
      const user = link.userId === null ? undefined : await findUserById(db, link.userId);
      if (!user) throw new ApiError(Code.INVALID_QRCODE);
      if (user.status === 'banned') throw new ApiError(Code.BANNED);
      const platform = asPlatform(link.platform) ?? 'GUEST';
      const tokens = await sessions.open(user.userId, platform);
      return { ...toSession(user, platform, userView, tokens), appId: link.appId };
    },

    /** Called for each link used, by this process; returns the unsubscribe. */
    onUsed(listener: QrUsedListener): () => void {
      usedListeners.add(listener);
      return () => usedListeners.delete(listener);
    },

    /** Called for each link of this process that expires unused; returns the unsubscribe. */
    onExpired(listener: QrExpiredListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Drops the pending expiry timers (the app is closing). */
    close(): void {
      for (const cancel of timers.values()) cancel();
      timers.clear();
    },
  };
}

export type QrService = ReturnType<typeof createQrService>;
