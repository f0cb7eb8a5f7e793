import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, StoredFile } from './file-storage.js';

/** An entity tag without its weak mark, for the weak comparison of If-None-Match. */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** One range of bytes: `first-`, `first-last` or `-suffix`. */
const ONE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The one range of bytes a request asks for, or undefined to send the whole file: no Range, one
 * not understood, several ranges (allowed to be answered whole) or an If-Range, which would only
 * hold while the file is the same.
 */
export function requestedRange(request: FastifyRequest): ByteRange | undefined {
  const header = request.headers.range;
  if (header === undefined || request.headers['if-range'] !== undefined) return undefined;
  const [, first = '', last = ''] = ONE_RANGE.exec(header.replace(/\s+/g, '')) ?? [];
  if (first === '' && last === '') return undefined;
  if (first === '') return { suffix: Number(last) };
  const start = Number(first);
  if (last === '') return { start };
  const end = Number(last);
  return end < start || !Number.isSafeInteger(end) ? undefined : { start, end };
}

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
 * Sends a stored file (read with `requestedRange`) streamed with `headers` (its type, cache
 * rules...), as a static folder is served: ETag and Last-Modified, a 304 with no body when the
 * browser's copy is still the file's, and a 206 with the part asked for (416 for a part the file
 * does not have), so that audio and video can seek.
 */
export function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
  headers: Record<string, string>,
): FastifyReply {
  reply.headers({
    ...headers,
    etag: file.etag,
    'last-modified': file.modified.toUTCString(),
    'accept-ranges': 'bytes',
  });
  if (notModified(request, file)) {
    file.body.destroy();
    return reply.code(304).send();
  }
  const { part, size } = file;
  if (part === 'outside') {
    file.body.destroy();
    return reply.code(416).header('content-range', `bytes */${size}`).send();
  }
  if (part === undefined) return reply.header('content-length', size).send(file.body);
  return reply
    .code(206)
    .headers({
      'content-range': `bytes ${part.start}-${part.end}/${size}`,
      'content-length': part.end - part.start + 1,
    })
    .send(file.body);
}
