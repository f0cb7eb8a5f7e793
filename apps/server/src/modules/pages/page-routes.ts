import type { FastifyInstance } from 'fastify';
import type { PageService } from './page-service.js';

/** Search engines read these often: an hour in caches, as the catalogue cache keeps pages fresh. */
const CRAWLER_CACHE = 'public, max-age=3600';

export function pageRoutes(app: FastifyInstance, pages: PageService): void {
  app.get('/sitemap.xml', async (_request, reply) => {
    const sitemap = await pages.sitemap();
    return reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Cache-Control', CRAWLER_CACHE)
      .send(sitemap.body);
  });
  app.get('/robots.txt', (_request, reply) =>
    reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Cache-Control', CRAWLER_CACHE)
      .send(pages.robots()),
  );
}
