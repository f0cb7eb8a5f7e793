import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Code, fail, messageFor } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendPreSerialised } from '../lib/pre-serialised.js';
import type { PageService } from '../modules/pages/page-service.js';

const NON_PAGE = /^\/(api|ws|assets)(\/|$)/;
const REVALIDATED = /(?:\.html|[\\/]sw\.js|\.webmanifest)(?:\.br|\.gz)?$/;

/** Where the built site's page is, for the server to fill in each page's head. */
export const indexHtmlPath = (webDist: string) => path.join(webDist, 'index.html');

/**
 * Serves the built site: hashed assets cached for a year, every other GET that is not the API
 * answered with index.html (history-mode routes) with the head of its page filled in (share
 * cards, canonical address); a missing game or news item gets it with 404. Unknown API paths get
 * the 404 envelope.
 */
export const webStaticPlugin = fp(
  async (app: FastifyInstance, opts: { webDist: string; pages: PageService }) => {
    const hasSite = existsSync(indexHtmlPath(opts.webDist));
    if (hasSite) {
      await app.register(fastifyStatic, {
        root: opts.webDist,
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies of its text files: the browser gets the smallest it takes.
        preCompressed: true,
        setHeaders: (res, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          // index.html names the current hashed bundles, and the service worker and the
          // manifest name the current shell: they must be revalidated every time.
          const revalidate = REVALIDATED.test(filePath);
          res.header(
            'Cache-Control',
            immutable
              ? 'public, max-age=31536000, immutable'
              : revalidate
                ? 'no-cache'
                : 'public, max-age=3600',
          );
        },
      });
    } else {
      app.log.warn({ webDist: opts.webDist }, 'the site is not built; serving the API only');
    }
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (request.method === 'GET' && hasSite && !NON_PAGE.test(pathname)) {
        return opts.pages.page(request.url).then((page) => {
          reply
            .status(page.status)
            .header('Content-Type', 'text/html; charset=utf-8')
            // The page names the current hashed bundles, so it must be revalidated every time.
            .header('Cache-Control', 'no-cache')
            .header('Vary', 'Accept-Encoding');
          return sendPreSerialised(reply, request.headers['accept-encoding'], page.text);
        });
      }
      return reply.status(404).send(fail(Code.NOT_FOUND, messageFor(Code.NOT_FOUND)));
    });
  },
);
