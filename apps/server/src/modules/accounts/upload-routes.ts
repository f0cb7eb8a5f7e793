import multipart from '@fastify/multipart';
import {
  AVATAR_MAX_BYTES,
  Code,
  endpoints,
  fail,
  messageFor,
  ok,
  UPLOAD_FILE_FIELD,
  UPLOAD_FILE_FIELDS,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error.js';
import { requestedRange, sendStoredFile } from '../../lib/storage/send-stored-file.js';
import { requireUser } from '../../plugins/auth.js';
import { API_ROUTE_CONFIG } from '../../plugins/security.js';
import { UPLOAD_PATH_PREFIX } from './upload-address.js';
import { tooLarge, type UploadService } from './upload-service.js';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const BAD_FORM = 'Please send the picture as a multipart form with a file field.';

interface UploadForm {
  bytes: Buffer;
  /** The form's text fields: the publisher's client sends its session fields here. */
  fields: Record<string, string>;
}

/** Reads the whole form: its one file part (at most 5 MB) and its text fields, in any order. */
async function readForm(request: FastifyRequest): Promise<UploadForm> {
  let bytes: Buffer | undefined;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    } else if (UPLOAD_FILE_FIELDS.includes(part.fieldname) && bytes === undefined) {
      bytes = await part.toBuffer();
    } else {
      await part.toBuffer();
    }
  }
  if (!bytes) {
    throw new ApiError(Code.MISSING_FIELD, `${UPLOAD_FILE_FIELD}: This field is required.`, 400);
  }
  return { bytes, fields };
}

/**
 * The player of an upload whose session fields came in the form itself rather than the query or
 * cookies: read again with the form's fields as the request's body.
 */
function playerOfForm(request: FastifyRequest, fields: Record<string, string>) {
  request.sentFields = { query: request.query, body: fields };
  request.credentials = null;
  request.authUser = null;
  return requireUser(request);
}

/**
 * The upload endpoint (multipart, one `attachData` file field; `file` is accepted too) and the
 * pictures it stored. A picture is
 * sent as the type its bytes were recognised as, never sniffed again by the browser, and in a
 * sandbox with no right to run anything.
 */
export async function uploadRoutes(app: FastifyInstance, uploads: UploadService): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 20, parts: 21 },
    });
    scope.post(
      endpoints.upload.path,
      {
        config: API_ROUTE_CONFIG,
      },
      async (request) => {
        // A request with no session at all may carry it in the form (the publisher's client
        // does): the form is read, at most 5 MB, and the player taken from its fields.
        const early = await requireUser(request).catch((error: unknown) => {
          if (error instanceof ApiError && error.code === Code.UNAUTHORIZED) return null;
          throw error;
        });
        const form = await readForm(request).catch((error: unknown) => {
          if (error instanceof ApiError) throw error;
          if (error instanceof scope.multipartErrors.RequestFileTooLargeError) throw tooLarge();
          // Everything else here is a body that ended early or is not multipart at all.
          throw new ApiError(Code.BAD_REQUEST, BAD_FORM, 400);
        });
        const auth = early ?? (await playerOfForm(request, form.fields));
        const stored = await uploads.store(auth.userId, form.bytes);
        return ok({ attachUrl: stored.url });
      },
    );
  });

  app.get<{ Params: { uploadId: string } }>(
    `${UPLOAD_PATH_PREFIX}:uploadId`,
    async (request, reply) => {
      const upload = await uploads.read(request.params.uploadId, requestedRange(request));
      if (!upload) return reply.status(404).send(fail(Code.NOT_FOUND, messageFor(Code.NOT_FOUND)));
      return sendStoredFile(request, reply, upload, {
        'content-type': upload.contentType,
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': `public, max-age=${YEAR_SECONDS}, immutable`,
      });
    },
  );
}
