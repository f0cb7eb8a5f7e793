import { adminCatalogueEndpoints as endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.js';
import { adminOf } from '../admin/admin-auth.js';
import type { AdminNewsService } from './admin-news-service.js';

/** News and events: drafts, publishing (which lights the players' red dot) and unpublishing. */
export function adminNewsRoutes(scope: FastifyInstance, news: AdminNewsService): void {
  defineRoute(scope, endpoints.newsList, (input) => news.list(input));
  defineRoute(scope, endpoints.newsDetail, (input) => news.detail(input.newsId));
  defineRoute(scope, endpoints.newsCreate, (input, request) =>
    news.create(adminOf(request).adminId, input),
  );
  defineRoute(scope, endpoints.newsUpdate, (input, request) =>
    news.update(adminOf(request).adminId, input),
  );
  defineRoute(scope, endpoints.newsDelete, (input, request) =>
    news.delete(adminOf(request).adminId, input.newsId),
  );
  defineRoute(scope, endpoints.newsPublish, (input, request) =>
    news.publish(adminOf(request).adminId, input.newsId),
  );
  defineRoute(scope, endpoints.newsUnpublish, (input, request) =>
    news.unpublish(adminOf(request).adminId, input.newsId),
  );
}
