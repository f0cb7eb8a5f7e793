import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { Code, ok, type Endpoint } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-error.js';
import { API_ROUTE_CONFIG } from '../../plugins/security.js';

const BAD_FORM = 'Please send the file as a multipart form with a file field.';

/** The one `file` part of a multipart request, read with the given size limit. */
async function filePart(request: FastifyRequest, maxBytes: number): Promise<MultipartFile> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch {
    // A body that is not multipart at all, or ends before its first part.
    throw new ApiError(Code.BAD_REQUEST, BAD_FORM, 400);
  }
  if (!part || part.fieldname !== 'file') {
    throw new ApiError(Code.MISSING_FIELD, 'file: This field is required.', 400);
  }
  return part;
}

/** Reads the file into memory; one byte over `maxBytes` answers `tooLarge`. */
export async function readFilePart(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: () => ApiError,
): Promise<Buffer> {
  const part = await filePart(request, maxBytes);
  try {
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw tooLarge();
    throw new ApiError(Code.BAD_REQUEST, BAD_FORM, 400);
  }
}

/** Streams the file to `destination`, never holding it whole; over `maxBytes` nothing stays. */
export async function saveFilePart(
  request: FastifyRequest,
  destination: string,
  maxBytes: number,
  tooLarge: () => ApiError,
): Promise<void> {
  const part = await filePart(request, maxBytes);
  try {
    await pipeline(part.file, createWriteStream(destination, { flags: 'wx' }));
  } catch (error) {
    await rm(destination, { force: true });
    // A full or unwritable disk is the server's failure; anything else, a body cut short.
    if (typeof (error as NodeJS.ErrnoException).syscall === 'string') throw error;
    throw new ApiError(Code.BAD_REQUEST, BAD_FORM, 400);
  }
  if (part.file.truncated) {
    await rm(destination, { force: true });
    throw tooLarge();
  }
}

/**
 * Registers an upload endpoint of the contracts: a POST whose query is checked with the
 * endpoint's request schema and whose multipart body the handler reads; the answer is wrapped in
 * the envelope like every other.
 */
export function defineUploadRoute<E extends Endpoint>(
  scope: FastifyInstance,
  endpoint: E,
  handler: (
    input: z.output<E['request']>,
    request: FastifyRequest,
  ) => Promise<z.infer<E['response']>>,
): void {
  scope.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: endpoint.path,
    schema: { querystring: endpoint.request },
    config: API_ROUTE_CONFIG,
    handler: async (request) => ok(await handler(request.query as z.output<E['request']>, request)),
  });
}
