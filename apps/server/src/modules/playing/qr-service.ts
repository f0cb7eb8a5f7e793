import { randomBytes } from 'node:crypto';
import {
  Code,
  QR_LINK_TTL_MS,
  type QrCodeResponse,
  type QrRedeemResponse,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import type { Clock } from '../../lib/clock.js';
import { activePlayer } from '../accounts/active-player.js';
import { hashToken, type AuthUser } from '../accounts/session-service.js';
import type { GameService } from '../games/game-service.js';
import { assertPlayable } from './game-availability.js';
import { gamePageUrl } from './game-page-url.js';
import { qrImage } from './qr-image.js';
import { findUnusedQrLink, replaceQrLink, useQrLink } from './qr-repository.js';

/** A QR link that ran out unused: the page showing it should ask for a new one. */
export interface QrExpiredEvent {
  userId: number | null;
  appId: number;
  expiresAt: number;
}

export type QrExpiredListener = (event: QrExpiredEvent) => void;

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
  log: FastifyBaseLogger;
}) {
  const { db, games, clock, mobileSiteUrl, publicUrl, log } = deps;
  const listeners = new Set<QrExpiredListener>();
  /** Expiry timers of the links this process issued, by token hash. */
  const timers = new Map<string, () => void>();

  async function expire(tokenHash: string): Promise<void> {
    timers.delete(tokenHash);
    const link = await findUnusedQrLink(db, tokenHash);
    if (!link) return;
    const event = { userId: link.userId, appId: link.appId, expiresAt: link.expiresAt.getTime() };
    for (const listener of listeners) listener(event);
  }

  return {
    async issue(auth: AuthUser, appId: number): Promise<QrCodeResponse> {
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
      const url = new URL(mobileSiteUrl ?? gamePageUrl(publicUrl, appId));
      if (mobileSiteUrl) url.searchParams.set('appId', String(appId));
      url.searchParams.set('qr', token);
      const qrLink = url.toString();
      return { qrLink, expiresAt, qrCode: await qrImage(qrLink) };
    },

    /** The game of a link, once; a used, expired, superseded or unknown link answers 4065. */
    async redeem(token: string): Promise<QrRedeemResponse> {
      const tokenHash = hashToken(token);
      const appId = await useQrLink(db, tokenHash, new Date(clock.now()));
      if (appId === undefined) throw new ApiError(Code.INVALID_QRCODE);
      timers.get(tokenHash)?.();
      timers.delete(tokenHash);
      return { appId };
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
