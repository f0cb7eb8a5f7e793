import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredFile } from './file-storage.js';

/** An entity tag without its weak mark, for the weak comparison of If-None-Match. */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether the browser's copy is current (RFC 9110, 13.1.2 and 13.1.3): If-None-Match names the
 * file's tag (or is `*`); without it, If-Modified-Since is no earlier than the file's writing.
 */
function notModified(request: FastifyRequest, file: StoredFile): boolean {
  const tags = request.headers['if-none-match'];
  if (tags !== undefined) {
    const wanted = opaque(file.etag);
    return tags.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(file.modified.getTime() / 1000) * 1000 <= since;
}

/**
 * Sends a stored file streamed with `headers` (its type, cache rules...) and its validators, as
 * a static folder is served: ETag and Last-Modified, and a 304 with no body when the browser's
 * copy is still the file's.
 */
export function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
  headers: Record<string, string>,
): FastifyReply {
  reply.headers({ ...headers, etag: file.etag, 'last-modified': file.modified.toUTCString() });
  if (notModified(request, file)) {
    file.body.destroy();
    return reply.code(304).send();
  }
  return reply.header('content-length', file.size).send(file.body);
}
