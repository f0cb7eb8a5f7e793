import {
  AuditAction,
  Code,
  type AdminClaimedGiftListResponse,
  type AdminPlayedGameListResponse,
  type AdminPlayerActionResponse,
  type AdminPlayerDetail,
  type AdminPlayerListResponse,
  type AdminPlayerSummary,
  type AdminTestDeviceListResponse,
  type AdminTestDeviceResponse,
  type adminPlayerActionRequestSchema,
  type adminPlayerListRequestSchema,
  type PlayerStatusValue,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import type { SessionService } from '../accounts/session-service.js';
import {
  findPlayer,
  flagTestDevice,
  listClaimedGifts,
  listPlayedGames,
  listTestDevices,
  playerFacts,
  searchPlayers,
  setPlayerStatus,
  unflagTestDevice,
  type PlayerRow,
} from './admin-player-repository.js';
import { pageOf, pageWindow, type PageRequest } from './admin-page.js';
import type { AuditLog } from './audit-log.js';
import type { UploadAddresses } from '../accounts/upload-address.js';

export const playerNotFound = () =>
  new ApiError(Code.RECORD_NOT_FOUND, 'This player does not exist.');

/** A player's row as the console lists it; the avatar at the address players are given. */
const summaryOf =
  (pictures: Pick<UploadAddresses, 'picture'>) =>
  (row: PlayerRow): AdminPlayerSummary => ({
    userId: row.userId,
    nickname: row.nickname,
    iconUrl: pictures.picture(row.iconUrl),
    email: row.email ?? '',
    mobile: row.mobile ?? '',
    source: row.source,
    status: row.status,
    createdAt: row.createdAt.getTime(),
  });

type PlayerAction = z.output<typeof adminPlayerActionRequestSchema>;

const STATUS_ACTIONS: Record<PlayerStatusValue, string> = {
  frozen: AuditAction.PLAYER_FREEZE,
  banned: AuditAction.PLAYER_BAN,
  active: AuditAction.PLAYER_UNBAN,
};

/**
 * Players as the publisher sees them: search, detail, and the account status. Freezing or
 * banning ends the player's sessions at once through the session service, which also has every
 * server process close the player's sockets.
 */
export function createAdminPlayerService(deps: {
  db: Db;
  sessions: Pick<SessionService, 'revokeAll'>;
  audit: AuditLog;
  pictures: Pick<UploadAddresses, 'picture'>;
}) {
  const { db, sessions, audit } = deps;
  const toSummary = summaryOf(deps.pictures);

  async function setStatus(
    input: PlayerAction,
    status: PlayerStatusValue,
    adminId: number | null,
  ): Promise<AdminPlayerActionResponse> {
    const result = await setPlayerStatus(db, input.userId, status);
    if (result === undefined) throw playerNotFound();
    if (result === 'unchanged') {
      const row = await findPlayer(db, input.userId);
      if (!row) throw playerNotFound();
      return { player: toSummary(row), changed: false };
    }
    if (status !== 'active') await sessions.revokeAll(input.userId);
    await audit.record(
      adminId,
      STATUS_ACTIONS[status],
      { kind: 'player', id: input.userId },
      { status, ...(input.reason ? { reason: input.reason } : {}) },
    );
    return { player: toSummary(result), changed: true };
  }

  return {
    async list(
      input: z.output<typeof adminPlayerListRequestSchema>,
    ): Promise<AdminPlayerListResponse> {
      const { rows, total } = await searchPlayers(db, {
        q: input.q,
        status: input.status,
        ...pageWindow(input),
      });
      return { playerList: rows.map(toSummary), ...pageOf(input, total) };
    },

    async detail(userId: number): Promise<AdminPlayerDetail> {
      const row = await findPlayer(db, userId);
      if (!row) throw playerNotFound();
      const facts = await playerFacts(db, userId);
      return {
        ...toSummary(row),
        gender: row.gender,
        birthdate: row.birthdate,
        industry: row.industry,
        privacyAgreedAt: row.privacyAgreedAt?.getTime() ?? null,
        identities: facts.identities.map((identity) => ({
          provider: identity.provider,
          subject: identity.subject,
          createdAt: identity.createdAt.getTime(),
        })),
        rechargeTotal: facts.rechargeTotal,
        playedGameCount: facts.playedGameCount,
        claimedGiftCount: facts.claimedGiftCount,
        openTicketCount: facts.openTicketCount,
        liveSessionCount: facts.liveSessionCount,
      };
    },

    async played(input: PageRequest & { userId: number }): Promise<AdminPlayedGameListResponse> {
      if (!(await findPlayer(db, input.userId))) throw playerNotFound();
      const { rows, total } = await listPlayedGames(db, {
        userId: input.userId,
        ...pageWindow(input),
      });
      return {
        playedList: rows.map((row) => ({ ...row, lastPlayedAt: row.lastPlayedAt.getTime() })),
        ...pageOf(input, total),
      };
    },

    async gifts(input: PageRequest & { userId: number }): Promise<AdminClaimedGiftListResponse> {
      if (!(await findPlayer(db, input.userId))) throw playerNotFound();
      const { rows, total } = await listClaimedGifts(db, {
        userId: input.userId,
        ...pageWindow(input),
      });
      return {
        giftList: rows.map((row) => ({ ...row, claimedAt: row.claimedAt?.getTime() ?? null })),
        ...pageOf(input, total),
      };
    },

    freeze: (input: PlayerAction, adminId: number | null) => setStatus(input, 'frozen', adminId),
    ban: (input: PlayerAction, adminId: number | null) => setStatus(input, 'banned', adminId),
    unban: (input: PlayerAction, adminId: number | null) => setStatus(input, 'active', adminId),

    async testDevices(input: PageRequest): Promise<AdminTestDeviceListResponse> {
      const { rows, total } = await listTestDevices(db, pageWindow(input));
      return {
        deviceList: rows.map((row) => ({
          clientId: row.clientId,
          createdAt: row.createdAt.getTime(),
        })),
        ...pageOf(input, total),
      };
    },

    /** A test device turns console logging on in the site (client config `isTestDevice`). */
    async flagDevice(clientId: string, adminId: number | null): Promise<AdminTestDeviceResponse> {
      const changed = await flagTestDevice(db, clientId);
      if (changed) {
        await audit.record(adminId, AuditAction.TEST_DEVICE_FLAG, { kind: 'device', id: clientId });
      }
      return { clientId, flagged: true, changed };
    },

    async unflagDevice(clientId: string, adminId: number | null): Promise<AdminTestDeviceResponse> {
      const changed = await unflagTestDevice(db, clientId);
      if (changed) {
        await audit.record(adminId, AuditAction.TEST_DEVICE_UNFLAG, {
          kind: 'device',
          id: clientId,
        });
      }
      return { clientId, flagged: false, changed };
    },
  };
}

export type AdminPlayerService = ReturnType<typeof createAdminPlayerService>;
