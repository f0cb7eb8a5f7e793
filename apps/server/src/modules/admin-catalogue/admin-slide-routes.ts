import { adminCatalogueEndpoints as endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.js';
import { adminOf } from '../admin/admin-auth.js';
import type { AdminImageService } from './admin-image-service.js';
import { PICTURE_LIMIT } from './admin-image-service.js';
import type { AdminSlideService } from './admin-slide-service.js';
import { imageTooLarge } from './artwork-store.js';
import { defineUploadRoute, readFilePart } from './upload-route.js';

/** The home page banners, and the picture upload they (and news items) use. */
export function adminSlideRoutes(
  scope: FastifyInstance,
  deps: { slides: AdminSlideService; images: AdminImageService },
): void {
  const { slides, images } = deps;

  defineRoute(scope, endpoints.slideList, () => slides.list());
  defineRoute(scope, endpoints.slideCreate, (input, request) =>
    slides.create(adminOf(request).adminId, input),
  );
  defineRoute(scope, endpoints.slideUpdate, (input, request) =>
    slides.update(adminOf(request).adminId, input),
  );
  defineRoute(scope, endpoints.slideDelete, (input, request) =>
    slides.delete(adminOf(request).adminId, input.slideId),
  );
  defineRoute(scope, endpoints.slideReorder, (input, request) =>
    slides.reorder(adminOf(request).adminId, input.slideIds),
  );

  defineUploadRoute(scope, endpoints.imageUpload, async (_input, request) => {
    const { maxBytes, label } = PICTURE_LIMIT;
    const bytes = await readFilePart(request, maxBytes, () => imageTooLarge(label, maxBytes));
    return images.upload(adminOf(request).adminId, bytes);
  });
}
