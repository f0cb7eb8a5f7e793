import {
  clientCatalogueEndpoints as api,
  gameShareLink,
  MARQUEE_COUNT,
  MarqueeType,
  NewsType,
  SharePlatform,
  type Game,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import { CHANGES_NO_VIEW } from '../../lib/player-views.js';
import type { ResponseCache } from '../../lib/response-cache.js';
import { defineRoute } from '../../lib/route.js';
import { requireUser } from '../../plugins/auth.js';
import type { ContentService } from '../content/content-service.js';
import type { ClientGameService } from '../games/client-game-service.js';
import type { GameService } from '../games/game-service.js';
import { insertTrackingEvent } from '../tracking/tracking-repository.js';
import { CLIENT_DICTIONARY } from './client-dictionary.js';

interface Deps {
  db: Db;
  games: GameService;
  clientGames: ClientGameService;
  content: ContentService;
  cache: ResponseCache;
  publicUrl: string;
}

async function playerOf(request: FastifyRequest): Promise<number | null> {
  try {
    return (await requireUser(request)).userId;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/**
 * The publisher's mobile client's catalogue calls (`clientCatalogueEndpoints`), answered from
 * the services of their spec counterparts: the game lists, the slides and the portal news; and
 * the client's interface texts (`client-dictionary`).
 */
export function clientCatalogueRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, games, clientGames, content, cache } = deps;

  /** The listed games among these ids, by id (a closed or missing game is left out). */
  const gamesById = async (ids: Array<number | null>): Promise<Map<number, Game>> => {
    const found = new Map<number, Game>();
    for (const id of new Set(ids)) {
      if (id === null) continue;
      try {
        found.set(id, await games.one(id));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
      }
    }
    return found;
  };

  defineRoute(app, api.appList, (input) =>
    cache.get(`client:apps:${input.locationType}:${input.page ?? ''}:${input.pageSize ?? ''}`, () =>
      clientGames.appList(input),
    ),
  );
  defineRoute(app, api.hotAppList, () => cache.get('client:hot', () => clientGames.hotAppList()));
  defineRoute(app, api.typeList, () => cache.get('client:types', () => clientGames.typeList()));

  defineRoute(app, api.appNewsList, ({ appId, page, pageSize }) =>
    content.newsList('portal', { page, pageSize, appId, newsType: undefined }),
  );

  defineRoute(app, api.slideshow, () =>
    cache.get('client:slides', async () => {
      const { slideList } = await content.slideshow();
      const byId = await gamesById(slideList.map((slide) => slide.appId));
      return {
        slideshowList: slideList.map((slide) => {
          const game = slide.appId === null ? undefined : byId.get(slide.appId);
          return {
            slideshowId: slide.slideId,
            slideshowImage: slide.imageUrl,
            slideshowTitle: slide.title,
            appId: slide.appId,
            appName: game?.appName ?? '',
            appLink: slide.linkUrl ?? game?.appUrl ?? '',
          };
        }),
      };
    }),
  );

  defineRoute(app, api.marquee, () =>
    cache.get('client:marquee', async () => {
      const { newsList } = await content.newsList('portal', {
        page: 1,
        pageSize: MARQUEE_COUNT,
        newsType: undefined,
        appId: undefined,
      });
      const byId = await gamesById(newsList.map((item) => item.appId));
      return {
        marqueeList: newsList.map((item) => ({
          marqueeId: item.newsId,
          marqueeContent: item.newsTitle,
          marqueeLink: '',
          marqueeType: item.newsType === NewsType.EVENT ? MarqueeType.EVENT : MarqueeType.NOTICE,
          id: item.newsId,
          appName: (item.appId !== null && byId.get(item.appId)?.appName) || '',
        })),
      };
    }),
  );

  defineRoute(app, api.i18n, () =>
    cache.get('client:i18n', () => Promise.resolve(CLIENT_DICTIONARY)),
  );

  defineRoute(app, api.shareInfo, async ({ appId }) => {
    await games.one(appId);
    const shareLink = gameShareLink(deps.publicUrl, appId);
    return {
      shareList: SharePlatform.map((platform) => ({ platform, shareLink })),
    };
  });

  defineRoute(
    app,
    api.clientEvent,
    async (input, request) => {
      const eventId = await insertTrackingEvent(db, {
        event: input.eventName,
        clientId: input.clientId ?? '',
        userId: await playerOf(request),
        context: Object.fromEntries(
          Object.entries({ targetId: input.targetId, actionType: input.actionType }).filter(
            (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
          ),
        ),
      });
      return { eventId };
    },
    { viewChanges: CHANGES_NO_VIEW },
  );
}
