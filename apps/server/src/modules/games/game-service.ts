import {
  Code,
  type Game,
  type GameDetail,
  type GameListResponse,
  type GameSearchResponse,
  type HotItemsResponse,
  type Tag,
  type gameListRequestSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import { assetUrl, type AssetOrigins } from '../../lib/asset-url.js';
import { keepNothing, type Keeper } from '../../lib/response-cache.js';
import {
  allTags,
  categoriesOf,
  findGame,
  listedGamesOf,
  listGames,
  tagsOf,
  type ListCounter,
  type ListedGameRow,
} from './game-repository.js';
import { createGameSearch } from './game-search-repository.js';
import { highlightName } from './search-highlight.js';
import { parseSearchQuery } from './search-query.js';

export const HOT_ITEMS_COUNT = 8;

export interface GameServiceOptions {
  assets: AssetOrigins;
  /** Keeps the lists' totals (the catalogue cache's `count`); without it they are counted anew. */
  counter?: ListCounter;
  /**
   * Keeps the JSON of each game in the list shape (the catalogue cache's `keeper`), for the lists
   * that name games of any page of the catalogue; without it they are read anew.
   */
  summaries?: Keeper<string>;
}

export function createGameService(
  db: Db,
  { assets, counter, summaries = keepNothing() }: GameServiceOptions,
) {
  const url = (value: string) => assetUrl(assets, value);
  const searchGames = createGameSearch(db);

  const toGame = (row: ListedGameRow, rowTags: Tag[]): Game => ({
    appId: row.appId,
    appName: row.name,
    appIconUrl: url(row.iconUrl),
    bannerUrl: url(row.bannerUrl),
    briefIntro: row.briefIntro,
    appUrl: url(row.appUrl),
    appType: row.appType,
    appTags: rowTags.map((t) => ({ tagId: t.tagId, tagName: t.tagName })),
    screenType: row.screenType,
    status: row.status,
  });

  const withTags = async (rows: ListedGameRow[]): Promise<Game[]> => {
    const tagRows = await tagsOf(
      db,
      rows.map((r) => r.appId),
    );
    return rows.map((row) =>
      toGame(
        row,
        tagRows.filter((t) => t.appId === row.appId),
      ),
    );
  };

  return {
    async list(input: z.output<typeof gameListRequestSchema>): Promise<GameListResponse> {
      const { page, pageSize, category, tagId } = input;
      const { rows, total } = await listGames(
        db,
        { offset: (page - 1) * pageSize, limit: pageSize, category, tagId },
        counter,
      );
      return {
        appList: await withTags(rows),
        page,
        pageSize,
        total,
        hasMore: page * pageSize < total,
      };
    },

    async detail(appId: number): Promise<GameDetail> {
      const row = await findGame(db, appId);
      if (!row) throw new ApiError(Code.INVALID_APP_ID);
      const [tagRows, categories] = await Promise.all([
        tagsOf(db, [appId]),
        categoriesOf(db, appId),
      ]);
      return {
        ...toGame(row, tagRows),
        description: row.description,
        howToPlay: row.howToPlay,
        screenshots: row.screenshots.map(url),
        categories,
        developer: row.developer,
        playCount: row.playCount,
        releasedAt: row.releasedAt.getTime(),
      };
    },

    /**
     * A page of search results with the matched parts of each name; when the first page is empty,
     * a close name and the games of a tag the query names, to offer instead.
     */
    async search(appName: string, page: number, pageSize: number): Promise<GameSearchResponse> {
      const query = parseSearchQuery(appName);
      if (query.words.length === 0) return { appList: [], page, pageSize, highlights: [] };
      const { rows, matches, near, tag } = await searchGames.page(
        query,
        (page - 1) * pageSize,
        pageSize,
      );
      const answer: GameSearchResponse = {
        appList: rows.map(({ game, tags }) => toGame(game, tags)),
        page,
        pageSize,
        highlights: rows.map(({ game }) => highlightName(game.name, query.words, matches)),
      };
      if (near) answer.didYouMean = { appId: near.appId, appName: near.name };
      if (tag) {
        const tagged = await listGames(
          db,
          { offset: 0, limit: pageSize, tagId: tag.tagId },
          counter,
        );
        answer.related = { tag, appList: await withTags(tagged.rows) };
      }
      return answer;
    },

    async hotItems(): Promise<HotItemsResponse> {
      const { rows } = await listGames(
        db,
        { offset: 0, limit: HOT_ITEMS_COUNT, category: 'hot' },
        counter,
      );
      return { hotItems: await withTags(rows) };
    },

    tags: () => allTags(db),

    /** One game in the list shape, whatever its status; 4010 when there is none. */
    async one(appId: number): Promise<Game> {
      const row = await findGame(db, appId);
      if (!row) throw new ApiError(Code.INVALID_APP_ID);
      return toGame(row, await tagsOf(db, [appId]));
    },

    /**
     * The JSON of the games of `appIds` in the list shape, by id, as the catalogue shows them
     * (kept with its answers, and dropped with them on a change); a game that no longer exists has
     * none.
     */
    summaries: (appIds: readonly number[]): Promise<Map<number, string>> =>
      summaries.get(appIds, async (missing) => {
        const shown = await withTags(await listedGamesOf(db, missing));
        return new Map(shown.map((game) => [game.appId, JSON.stringify(game)]));
      }),

    /** Rows another module read, in the list shape with their tags. */
    present: withTags,
  };
}

export type GameService = ReturnType<typeof createGameService>;
