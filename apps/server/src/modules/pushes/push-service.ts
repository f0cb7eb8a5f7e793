import {
  Code,
  IconRedDot,
  PushType,
  PushTargetType,
  redDotStateOf,
  type PushItem,
  type PushReadRequest,
  type IconState,
  type IconStateSaveRequest,
  type PushTypeValue,
  type RedDotLocationValue,
  type RedDotState,
} from '@portal/contracts';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import type { Bus } from '../../plugins/bus.js';
import { findGame } from '../games/game-repository.js';
import { readIconState, saveIconState } from './icon-state-repository.js';
import {
  insertPush,
  latestRedDots,
  visibleRedDot,
  raiseReadMark,
  readMarks,
  type PushRow,
} from './push-repository.js';

/** A push to send: to everyone when `userId` is absent, else to that player only. */
export interface PushInput {
  pushType: PushTypeValue;
  /** Required for a red-dot push. */
  redDotLocation?: RedDotLocationValue;
  area?: string;
  userId?: number | null;
  appId?: number;
  title?: string;
}

export function toPushItem(row: PushRow): PushItem {
  const item: PushItem = {
    pushId: row.pushId,
    pushType: row.pushType as PushItem['pushType'],
    pushTargetType: row.userId === null ? PushTargetType.COMMON : PushTargetType.ONE_TO_ONE,
    createdAt: row.createdAt.getTime(),
  };
  if (row.redDotLocation !== null) item.redDotLocation = row.redDotLocation;
  if (row.area !== null) item.area = row.area;
  if (row.userId !== null) item.userId = row.userId;
  if (row.appId !== null) item.appId = row.appId;
  if (row.title !== null) item.title = row.title;
  return item;
}

/**
 * Pushes: each is stored (its id from one database sequence, so ids grow across processes) and
 * then told on the bus, from which every process delivers it to its own sockets. The stored
 * red-dot pushes let a player who connects later catch up.
 */
export function createPushService(deps: {
  db: Db;
  bus: Bus;
  /**
   * Told of each push once it is stored, before it goes on the bus: what a push announces may be
   * on a player's kept pages, which must not outlive it (the client reads them again on a push).
   */
  beforeSent?: (item: PushItem) => void;
  /** Told of each push once it is stored and on the bus (metrics count them). */
  onSent?: (item: PushItem) => void;
}) {
  const { db, bus, beforeSent, onSent } = deps;

  /** The player's state at every location that ever had a push for them. */
  async function redDotStates(userId: number): Promise<RedDotState[]> {
    const [common, personal, marks] = await Promise.all([
      latestRedDots(db, null),
      latestRedDots(db, userId),
      readMarks(db, userId),
    ]);
    const newest = new Map<number, { pushId: number; pPushId: number }>();
    const at = (location: number) => newest.get(location) ?? { pushId: 0, pPushId: 0 };
    for (const row of common) {
      if (row.redDotLocation === null) continue;
      newest.set(row.redDotLocation, { ...at(row.redDotLocation), pushId: row.pushId });
    }
    for (const row of personal) {
      if (row.redDotLocation === null) continue;
      newest.set(row.redDotLocation, { ...at(row.redDotLocation), pPushId: row.pushId });
    }
    return [...newest.entries()]
      .sort(([a], [b]) => a - b)
      .map(([location, ids]) =>
        redDotStateOf(location, { ...ids, hasRead: marks.get(location) ?? 0 }),
      );
  }

  return {
    redDotStates,

    /** Stores and sends a push; answers it with its id. Callers outside a request log failures. */
    async publish(input: PushInput): Promise<PushItem> {
      if (input.pushType === PushType.RED_DOT && input.redDotLocation === undefined) {
        throw new Error('a red-dot push needs a location');
      }
      const row = await insertPush(db, {
        pushType: input.pushType,
        pushTargetType: input.userId == null ? PushTargetType.COMMON : PushTargetType.ONE_TO_ONE,
        redDotLocation: input.redDotLocation ?? null,
        area: input.area ?? null,
        userId: input.userId ?? null,
        appId: input.appId ?? null,
        title: input.title?.slice(0, 200) ?? null,
      });
      const item = toPushItem(row);
      beforeSent?.(item);
      await bus.publish('push', item);
      onSent?.(item);
      return item;
    },

    /**
     * What CONNECTED carries in `data.pushList`: the newest red-dot push at each location (no
     * area) that the player has not read, common ones and their own; for a visitor, the newest
     * common ones (the client compares them with the ids it stored). Oldest first.
     */
    async pending(userId: number | null): Promise<PushItem[]> {
      if (userId === null) return (await latestRedDots(db, null)).map(toPushItem);
      const [common, personal, marks] = await Promise.all([
        latestRedDots(db, null),
        latestRedDots(db, userId),
        readMarks(db, userId),
      ]);
      return [...common, ...personal]
        .filter((row) => row.pushId > (marks.get(row.redDotLocation ?? -1) ?? 0))
        .sort((a, b) => a.pushId - b.pushId)
        .map(toPushItem);
    },

    /** The newest common red-dot push at each location: what a new subscriber of a topic is told. */
    async commonCatchUp(area: string | null = null): Promise<PushItem[]> {
      return (await latestRedDots(db, null, area)).map(toPushItem);
    },

    /**
     * Records that the player read up to `pushId` at the push's own location (from its record).
     * Only a red-dot push the player could have seen counts, and a `redDotLocation` or `area`
     * sent with it must be its own (4044 otherwise, nothing recorded), so a made-up id cannot
     * silence future pushes.
     */
    async markRead(userId: number, read: PushReadRequest): Promise<RedDotState> {
      const push = await visibleRedDot(db, userId, read.pushId);
      const redDotLocation = push?.redDotLocation ?? null;
      if (
        !push ||
        redDotLocation === null ||
        (read.redDotLocation !== undefined && read.redDotLocation !== redDotLocation) ||
        (read.area !== undefined && read.area !== push.area)
      ) {
        throw new ApiError(Code.RECORD_NOT_FOUND);
      }
      await raiseReadMark(db, userId, redDotLocation, read.pushId);
      const states = await redDotStates(userId);
      const state = states.find((s) => s.redDotLocation === redDotLocation);
      return (
        state ?? redDotStateOf(redDotLocation, { pushId: 0, pPushId: 0, hasRead: read.pushId })
      );
    },

    /** The publisher's icon red dots of a game's menu: both shown to a visitor, or before a save. */
    async iconState(userId: number | null, appId: number): Promise<IconState> {
      if (!(await findGame(db, appId))) throw new ApiError(Code.INVALID_APP_ID);
      if (userId === null)
        return { appId, shortcutReddot: IconRedDot.SHOWN, shareReddot: IconRedDot.SHOWN };
      return readIconState(db, userId, appId);
    },

    async saveIconState(userId: number, input: IconStateSaveRequest): Promise<IconState> {
      if (!(await findGame(db, input.appId))) throw new ApiError(Code.INVALID_APP_ID);
      return saveIconState(db, userId, input);
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
