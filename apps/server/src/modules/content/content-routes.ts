import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ResponseCache } from '../../lib/response-cache.js';
import { defineRoute } from '../../lib/route.js';
import type { ContentService } from './content-service.js';

export function contentRoutes(app: FastifyInstance, content: ContentService, cache: ResponseCache) {
  defineRoute(app, endpoints.slideshow, () => cache.get('slides', () => content.slideshow()));
  const channels = [
    ['portal', endpoints.newsList, endpoints.newsDetail],
    ['fbc', endpoints.fbcNewsList, endpoints.fbcNewsDetail],
  ] as const;
  for (const [channel, list, detail] of channels) {
    defineRoute(app, list, (input) =>
      cache.get(
        `news:${channel}:${input.page}:${input.pageSize}:${input.newsType ?? ''}:${input.appId ?? ''}`,
        () => content.newsList(channel, input),
      ),
    );
    defineRoute(app, detail, (input) =>
      cache.get(`news:${channel}:${input.newsId}`, () => content.newsDetail(channel, input.newsId)),
    );
  }
}
