import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Code, fail, messageFor } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const NON_PAGE = /^\/(api|ws|assets)(\/|$)/;

/**
 * Serves the built site: hashed assets cached for a year, every other GET that is not the API
 * answered with index.html (history-mode routes). Unknown API paths get the 404 envelope.
 */
export const webStaticPlugin = fp(async (app: FastifyInstance, opts: { webDist: string }) => {
  const hasSite = existsSync(path.join(opts.webDist, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text files: the browser gets the smallest it takes.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // index.html names the current hashed bundles, so it must be revalidated every time.
        const page = filePath.endsWith('.html');
        res.header(
          'Cache-Control',
          immutable
            ? 'public, max-age=31536000, immutable'
            : page
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
      return reply.sendFile('index.html');
    }
    return reply.status(404).send(fail(Code.NOT_FOUND, messageFor(Code.NOT_FOUND)));
  });
});
