import { HOSTED_GAME_INDEX, HOSTED_GAMES_PATH } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../lib/storage/file-storage.js';
import { requestedRange, sendStoredFile } from '../../lib/storage/send-stored-file.js';
import { hostedCacheControl, hostedFileType } from './hosted-game-types.js';

/**
 * The key of a path under /hosted/, or undefined for one the folder would not serve either: an
 * empty, `.` or `..` part, a dot file or folder, a backslash. A folder's path (ending in `/`)
 * names its index.html.
 */
function keyOf(wildcard: string): string | undefined {
  const parts = wildcard.split('/');
  if (parts.at(-1) === '') parts[parts.length - 1] = HOSTED_GAME_INDEX;
  const bad = parts.some((part) => part === '' || part.startsWith('.') || part.includes('\\'));
  return bad ? undefined : parts.join('/');
}

/**
 * Hosted games served from the bucket (S3_BUCKET), on any process, as the folder is served
 * without it: streamed with the type of its name and its validators (ETag, Last-Modified), start pages checked again and the rest cached
 * for good (see `hostedCacheControl`), a folder's path without its `/` sent there, and anything
 * else a 404. The origin's own hook adds nosniff and the frame policy.
 */
export function hostedGameRoutes(app: FastifyInstance, files: FileStorage): void {
  app.get<{ Params: { '*': string } }>(`${HOSTED_GAMES_PATH}*`, async (request, reply) => {
    const key = keyOf(request.params['*']);
    if (key === undefined) return reply.callNotFound();
    const file = await files.get(key, requestedRange(request));
    if (!file) {
      const index = await files.get(`${key}/${HOSTED_GAME_INDEX}`);
      if (!index) return reply.callNotFound();
      // Only whether it is there mattered, not its bytes.
      index.body.destroy();
      const { pathname, search } = new URL(request.url, 'http://games-origin');
      return reply.redirect(`${pathname}/${search}`, 301);
    }
    return sendStoredFile(request, reply, file, {
      'content-type': file.contentType ?? hostedFileType(key),
      'cache-control': hostedCacheControl(key),
    });
  });
}
