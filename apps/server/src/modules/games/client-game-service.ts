import {
  appRateOf,
  CATEGORY_TYPE_ID_BASE,
  CategoryTypeNames,
  Code,
  GameCategory,
  locationTypeOf,
  type ClientAppListResponse,
  type ClientGame,
  type ClientTypeListResponse,
} from '@portal/contracts';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import {
  categorySummaries,
  listGames,
  listGamesOrdered,
  type GameRow,
  type ListCounter,
} from './game-repository.js';
import { HOT_ITEMS_COUNT, type GameService } from './game-service.js';

/**
 * The game lists of the publisher's mobile client, from the same queries as the spec's list:
 * each `locationType` is a curated category or all games by plays or by release. `counter` keeps
 * the lists' totals, as for the site's lists (see `GameServiceOptions`).
 */
export function createClientGameService(db: Db, games: GameService, counter?: ListCounter) {
  const tiles = async (rows: GameRow[]): Promise<ClientGame[]> => {
    const presented = await games.present(rows);
    return presented.map((game, i) => ({
      ...game,
      appRate: appRateOf(rows[i]?.playCount ?? 0),
      appPopularity: rows[i]?.playCount ?? 0,
      appBannerUrl: game.bannerUrl,
    }));
  };

  return {
    tiles,

    async appList(input: {
      locationType: number;
      page?: number | undefined;
      pageSize?: number | undefined;
    }): Promise<ClientAppListResponse> {
      const location = locationTypeOf(input.locationType);
      if (!location) throw new ApiError(Code.MISSING_FIELD, 'locationType: unknown location');
      const page = input.page ?? location.page;
      const pageSize = input.pageSize ?? location.pageSize;
      const window = { offset: (page - 1) * pageSize, limit: pageSize };
      const { source } = location;
      const { rows, total } =
        source.kind === 'category'
          ? await listGames(db, { ...window, category: source.category }, counter)
          : await listGamesOrdered(db, { ...window, order: source.kind }, counter);
      return {
        appList: await tiles(rows),
        locationType: input.locationType,
        locationTypeName: location.name,
        page,
        pageSize,
        total,
      };
    },

    /** The search page's top finds: the same games as the spec's hot items. */
    async hotAppList(): Promise<{ appList: ClientGame[] }> {
      const { rows } = await listGames(
        db,
        { offset: 0, limit: HOT_ITEMS_COUNT, category: 'hot' },
        counter,
      );
      return { appList: await tiles(rows) };
    },

    /** The categories that hold games, in `GameCategory` order. */
    async typeList(): Promise<ClientTypeListResponse> {
      const summaries = await categorySummaries(db);
      const presented = await games.present(summaries.flatMap((s) => (s.first ? [s.first] : [])));
      const iconOf = new Map(presented.map((g) => [g.appId, g.appIconUrl]));
      return {
        typeList: GameCategory.flatMap((category, index) => {
          const summary = summaries.find((s) => s.category === category);
          if (!summary || summary.count === 0) return [];
          return [
            {
              typeId: CATEGORY_TYPE_ID_BASE + index,
              typeName: CategoryTypeNames[category],
              typeIcon: (summary.first && iconOf.get(summary.first.appId)) ?? '',
              appCount: summary.count,
            },
          ];
        }),
      };
    },
  };
}

export type ClientGameService = ReturnType<typeof createClientGameService>;
