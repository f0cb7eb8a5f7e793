import {
  ARTWORK_MAX_BYTES,
  CatalogueAuditAction,
  Code,
  GAME_SCREENSHOTS_MAX,
  HOSTED_GAMES_PATH,
  messageFor,
  type AdminGame,
  type AdminGameListResponse,
  type AdminGameReorderResponse,
  type AdminGameSummary,
  type ArtworkKindValue,
  type adminGameCreateRequestSchema,
  type adminGameListRequestSchema,
  type adminGameReorderRequestSchema,
  type adminGameStatusRequestSchema,
  type adminGameUpdateRequestSchema,
  type GameHostingValue,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import { assetUrl, type AssetOrigins } from '../../lib/asset-url.js';
import type { AuditLog } from '../admin/audit-log.js';
import { findGame, tagsOf, type GameRow, type TagRow } from '../games/game-repository.js';
import {
  insertGame,
  listAdminGames,
  lockCategory,
  lockGame,
  placesOf,
  setCategoryOrder,
  setGameCategories,
  setGameTags,
  tagIdsFor,
  updateGame,
  type NewGame,
  type PlaceRow,
} from './admin-game-repository.js';
import type { ArtworkStore } from './artwork-store.js';
import type { CatalogueChanges } from './catalogue-changes.js';

const hostingOf = (appUrl: string): GameHostingValue => {
  if (appUrl === '') return 'none';
  if (/^https?:\/\//i.test(appUrl)) return 'external';
  return appUrl.startsWith(HOSTED_GAMES_PATH) ? 'hosted' : 'builtin';
};

/** What a game still lacks before players may see it; empty when it is ready. */
const missingForShow = (row: GameRow): string[] =>
  [
    row.appUrl === '' ? "the game's pages" : null,
    row.iconUrl === '' ? 'the icon' : null,
    row.bannerUrl === '' ? 'the banner' : null,
  ].filter((item) => item !== null);

export interface AdminGameServiceDeps {
  db: Db;
  assets: AssetOrigins;
  artwork: ArtworkStore;
  changes: CatalogueChanges;
  audit: AuditLog;
}

/**
 * The publisher's side of the games: every game whatever its status, its details, tags, places
 * in the category lists, status and artwork. Each change is audit-logged and reaches the public
 * catalogue at once (the cached public reads are dropped).
 */
export function createAdminGameService(deps: AdminGameServiceDeps) {
  const { db, assets, artwork, changes, audit } = deps;
  /** An address as players get it; an address not set yet stays empty. */
  const url = (value: string) => (value === '' ? '' : assetUrl(assets, value));

  const summaryOf = (row: GameRow, places: PlaceRow[]): AdminGameSummary => ({
    appId: row.appId,
    appName: row.name,
    iconUrl: url(row.iconUrl),
    status: row.status,
    hosting: hostingOf(row.appUrl),
    playCount: row.playCount,
    categories: places
      .filter((place) => place.appId === row.appId)
      .map(({ category, position }) => ({ category, position })),
    createdAt: row.createdAt.getTime(),
  });

  const gameOf = (row: GameRow, tagRows: TagRow[], places: PlaceRow[]): AdminGame => ({
    ...summaryOf(row, places),
    briefIntro: row.briefIntro,
    description: row.description,
    howToPlay: row.howToPlay,
    developer: row.developer,
    screenType: row.screenType,
    appType: row.appType,
    tags: tagRows.map((tag) => ({ tagId: tag.tagId, tagName: tag.tagName })),
    bannerUrl: url(row.bannerUrl),
    screenshots: row.screenshots.map(url),
    appUrl: url(row.appUrl),
    releasedAt: row.releasedAt.getTime(),
  });

  async function detail(appId: number): Promise<AdminGame> {
    const row = await findGame(db, appId);
    if (!row) throw new ApiError(Code.INVALID_APP_ID);
    const [tagRows, places] = await Promise.all([tagsOf(db, [appId]), placesOf(db, [appId])]);
    return gameOf(row, tagRows, places);
  }

  /** The stored form of each screenshot named, which must be one of the game's own. */
  function keptScreenshots(row: GameRow, named: string[]): string[] {
    const stored = new Map(
      row.screenshots.flatMap((shot): [string, string][] => [
        [shot, shot],
        [url(shot), shot],
      ]),
    );
    return [
      ...new Set(
        named.map((name) => {
          const shot = stored.get(name);
          if (shot === undefined) {
            throw new ApiError(
              Code.MISSING_FIELD,
              "screenshots: Only the game's own screenshots can be kept; upload new ones.",
              400,
            );
          }
          return shot;
        }),
      ),
    ];
  }

  return {
    detail,

    async list(input: z.output<typeof adminGameListRequestSchema>): Promise<AdminGameListResponse> {
      const { page, pageSize } = input;
      const { rows, total } = await listAdminGames(db, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
        search: input.q,
        status: input.status,
        category: input.category,
      });
      const places = await placesOf(
        db,
        rows.map((row) => row.appId),
      );
      return {
        gameList: rows.map((row) => summaryOf(row, places)),
        page,
        pageSize,
        total,
        hasMore: page * pageSize < total,
      };
    },

    /** `adminId` null: the admin command line (`import-games`). */
    async create(
      adminId: number | null,
      input: z.output<typeof adminGameCreateRequestSchema>,
    ): Promise<AdminGame> {
      const row = await db.transaction(async (tx) => {
        const created = await insertGame(tx, {
          name: input.name,
          briefIntro: input.briefIntro,
          description: input.description,
          howToPlay: input.howToPlay,
          developer: input.developer,
          screenType: input.screenType,
          appType: input.appType,
          iconUrl: '',
          bannerUrl: '',
          appUrl: '',
          status: 'closed',
        });
        await setGameTags(tx, created.appId, await tagIdsFor(tx, input.tags));
        await setGameCategories(tx, created.appId, input.categories);
        return created;
      });
      await audit.record(
        adminId,
        CatalogueAuditAction.GAME_CREATE,
        { kind: 'game', id: row.appId },
        { name: row.name },
      );
      changes.changed();
      return detail(row.appId);
    },

    async update(
      adminId: number,
      input: z.output<typeof adminGameUpdateRequestSchema>,
    ): Promise<AdminGame> {
      const { appId, tags, categories, screenshots, ...fields } = input;
      await db.transaction(async (tx) => {
        const row = await lockGame(tx, appId);
        if (!row) throw new ApiError(Code.INVALID_APP_ID);
        const values: Partial<NewGame> = {};
        if (fields.name !== undefined) values.name = fields.name;
        if (fields.briefIntro !== undefined) values.briefIntro = fields.briefIntro;
        if (fields.description !== undefined) values.description = fields.description;
        if (fields.howToPlay !== undefined) values.howToPlay = fields.howToPlay;
        if (fields.developer !== undefined) values.developer = fields.developer;
        if (fields.screenType !== undefined) values.screenType = fields.screenType;
        if (fields.appType !== undefined) values.appType = fields.appType;
        if (screenshots !== undefined) values.screenshots = keptScreenshots(row, screenshots);
        if (Object.keys(values).length > 0) await updateGame(tx, appId, values);
        if (tags !== undefined) await setGameTags(tx, appId, await tagIdsFor(tx, tags));
        if (categories !== undefined) await setGameCategories(tx, appId, categories);
      });
      const changed = Object.keys(input).filter((key) => key !== 'appId');
      await audit.record(
        adminId,
        CatalogueAuditAction.GAME_UPDATE,
        { kind: 'game', id: appId },
        { fields: changed },
      );
      changes.changed();
      return detail(appId);
    },

    /** Renumbers one list in the given order, which must name each of its games once. */
    async reorder(
      adminId: number,
      input: z.output<typeof adminGameReorderRequestSchema>,
    ): Promise<AdminGameReorderResponse> {
      const { category, appIds } = input;
      await db.transaction(async (tx) => {
        const current = await lockCategory(tx, category);
        const members = new Set(current);
        if (appIds.length !== current.length || !appIds.every((id) => members.has(id))) {
          throw new ApiError(
            Code.ORDER_MISMATCH,
            `${messageFor(Code.ORDER_MISMATCH)} The ${category} list holds ${current.length} games.`,
            400,
          );
        }
        await setCategoryOrder(tx, category, appIds);
      });
      await audit.record(
        adminId,
        CatalogueAuditAction.GAME_REORDER,
        { kind: 'category', id: category },
        { appIds },
      );
      changes.changed();
      return { category, appIds };
    },

    /**
     * Online and maintenance put the game on show (listed, found by search); closed takes it
     * off. Only a game with its pages, icon and banner may be shown.
     */
    async setStatus(
      adminId: number,
      input: z.output<typeof adminGameStatusRequestSchema>,
    ): Promise<AdminGame> {
      const { appId, status } = input;
      const previous = await db.transaction(async (tx) => {
        const row = await lockGame(tx, appId);
        if (!row) throw new ApiError(Code.INVALID_APP_ID);
        const missing = missingForShow(row);
        if (status !== 'closed' && missing.length > 0) {
          throw new ApiError(
            Code.GAME_NOT_READY,
            `${messageFor(Code.GAME_NOT_READY)} Missing: ${missing.join(', ')}.`,
          );
        }
        await updateGame(tx, appId, { status });
        return row.status;
      });
      await audit.record(
        adminId,
        CatalogueAuditAction.GAME_STATUS,
        { kind: 'game', id: appId },
        { from: previous, to: status },
      );
      changes.changed();
      return detail(appId);
    },

    /** Stores a picture as the game's icon or banner, or adds it to its screenshots. */
    async setArtwork(
      adminId: number,
      input: { appId: number; kind: ArtworkKindValue },
      bytes: Buffer,
    ): Promise<AdminGame> {
      const { appId, kind } = input;
      const tooManyShots = () =>
        new ApiError(
          Code.BAD_REQUEST,
          `A game can have at most ${GAME_SCREENSHOTS_MAX} screenshots; remove one first.`,
          400,
        );
      const before = await findGame(db, appId);
      if (!before) throw new ApiError(Code.INVALID_APP_ID);
      if (kind === 'screenshot' && before.screenshots.length >= GAME_SCREENSHOTS_MAX) {
        throw tooManyShots();
      }
      const stored = await artwork.save(bytes, { maxBytes: ARTWORK_MAX_BYTES[kind], label: kind });
      await db.transaction(async (tx) => {
        const row = await lockGame(tx, appId);
        if (!row) throw new ApiError(Code.INVALID_APP_ID);
        if (kind === 'icon') await updateGame(tx, appId, { iconUrl: stored });
        else if (kind === 'banner') await updateGame(tx, appId, { bannerUrl: stored });
        else if (row.screenshots.length >= GAME_SCREENSHOTS_MAX) throw tooManyShots();
        else await updateGame(tx, appId, { screenshots: [...row.screenshots, stored] });
      });
      await audit.record(
        adminId,
        CatalogueAuditAction.GAME_ARTWORK,
        { kind: 'game', id: appId },
        { kind, path: stored },
      );
      changes.changed();
      return detail(appId);
    },
  };
}

export type AdminGameService = ReturnType<typeof createAdminGameService>;
