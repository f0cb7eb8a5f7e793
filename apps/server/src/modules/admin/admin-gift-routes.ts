import multipart from '@fastify/multipart';
import {
  adminEndpoints,
  adminGiftCodesImportRequestSchema,
  Code,
  GIFT_CODES_FILE_MAX_BYTES,
  ok,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError } from '../../lib/api-error.js';
import { defineRoute } from '../../lib/route.js';
import { API_ROUTE_CONFIG } from '../../plugins/security.js';
import { adminOf } from './admin-auth.js';
import type { AdminGiftService } from './admin-gift-service.js';

const BAD_FORM = 'Please send the codes as a multipart form with a file field.';
const TOO_LARGE = `The file is larger than ${GIFT_CODES_FILE_MAX_BYTES / 1024 / 1024} MB.`;

async function readFilePart(request: FastifyRequest): Promise<Buffer> {
  const file = await request.file();
  if (!file || file.fieldname !== 'file') {
    throw new ApiError(Code.MISSING_FIELD, 'file: This field is required.', 400);
  }
  return file.toBuffer();
}

/** Gifts and the CSV import of their codes; registered behind the admin guard. */
export async function adminGiftRoutes(scope: FastifyInstance, gifts: AdminGiftService) {
  defineRoute(scope, adminEndpoints.giftList, (input) => gifts.list(input));
  defineRoute(scope, adminEndpoints.giftCreate, (input, request) =>
    gifts.create(input, adminOf(request).adminId),
  );
  defineRoute(scope, adminEndpoints.giftUpdate, (input, request) =>
    gifts.update(input, adminOf(request).adminId),
  );

  // Multipart stays in a scope of its own, apart from the other admin routes' parsers.
  await scope.register(async (upload) => {
    await upload.register(multipart, {
      limits: { fileSize: GIFT_CODES_FILE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });
    upload.withTypeProvider<ZodTypeProvider>().post(
      adminEndpoints.giftCodesImport.path,
      {
        schema: { querystring: adminGiftCodesImportRequestSchema },
        config: API_ROUTE_CONFIG,
      },
      async (request) => {
        const admin = adminOf(request);
        const bytes = await readFilePart(request).catch((error: unknown) => {
          if (error instanceof ApiError) throw error;
          if (error instanceof upload.multipartErrors.RequestFileTooLargeError) {
            throw new ApiError(Code.MISSING_FIELD, `file: ${TOO_LARGE}`, 400);
          }
          // Everything else here is a body that ended early or is not multipart at all.
          throw new ApiError(Code.BAD_REQUEST, BAD_FORM, 400);
        });
        return ok(await gifts.importCodes(request.query.giftId, bytes, admin.adminId));
      },
    );
  });
}
