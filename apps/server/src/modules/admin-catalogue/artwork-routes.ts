import { ARTWORK_PATH } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../lib/storage/file-storage.js';
import { requestedRange, sendStoredFile } from '../../lib/storage/send-stored-file.js';

/** A name the artwork store could have given; dot files are never served. */
const ARTWORK_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The publisher's pictures on the games origin, read from wherever they are stored: random names,
 * never reused, so cached for a year. The origin's own hook adds nosniff and the frame policy.
 */
export function artworkRoutes(app: FastifyInstance, files: FileStorage): void {
  app.get<{ Params: { name: string } }>(`${ARTWORK_PATH}:name`, async (request, reply) => {
    const { name } = request.params;
    const file = ARTWORK_NAME.test(name)
      ? await files.get(name, requestedRange(request))
      : undefined;
    if (!file) return reply.callNotFound();
    return sendStoredFile(request, reply, file, {
      'content-type': file.contentType ?? 'application/octet-stream',
      'cache-control': IMMUTABLE,
    });
  });
}
