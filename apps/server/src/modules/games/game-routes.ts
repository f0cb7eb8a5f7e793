import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.js';
import type { ReadyAnswers } from '../../lib/ready-answers.js';
import type { ResponseCache } from '../../lib/response-cache.js';
import type { GameService } from './game-service.js';

/** The guest catalogue: every answer depends on its address alone, so each is a ready answer. */
export function gameRoutes(
  app: FastifyInstance,
  games: GameService,
  cache: ResponseCache,
  readyAnswers: ReadyAnswers,
): void {
  const same = { readyAnswers };
  defineRoute(
    app,
    endpoints.gameList,
    (input) =>
      cache.get(
        `list:${input.page}:${input.pageSize}:${input.category ?? ''}:${input.tagId ?? ''}`,
        () => games.list(input),
      ),
    same,
  );
  defineRoute(
    app,
    endpoints.gameDetail,
    (input) => cache.get(`detail:${input.appId}`, () => games.detail(input.appId)),
    same,
  );
  defineRoute(
    app,
    endpoints.gameSearch,
    (input) =>
      cache.get(`search:${input.page}:${input.pageSize}:${input.appName.toLowerCase()}`, () =>
        games.search(input.appName, input.page, input.pageSize),
      ),
    same,
  );
  defineRoute(app, endpoints.hotItems, () => cache.get('hot', () => games.hotItems()), same);
}
