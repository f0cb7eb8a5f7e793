import {
  adminCatalogueEndpoints as endpoints,
  ARTWORK_MAX_BYTES,
  Code,
  HOSTED_ZIP_MAX_BYTES,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/route.js';
import { adminOf } from '../admin/admin-auth.js';
import type { AdminGameService } from './admin-game-service.js';
import { imageTooLarge } from './artwork-store.js';
import type { GameHostingService } from './game-hosting-service.js';
import { refuseZip } from './game-zip.js';
import { defineUploadRoute, readFilePart, saveFilePart } from './upload-route.js';

const adminIdOf = (request: FastifyRequest) => adminOf(request).adminId;

/** The games of the catalogue, their hosting and artwork; inside the admin guard's scope. */
export function adminGameRoutes(
  scope: FastifyInstance,
  deps: { games: AdminGameService; hosting: GameHostingService },
): void {
  const { games, hosting } = deps;

  defineRoute(scope, endpoints.gameList, (input) => games.list(input));
  defineRoute(scope, endpoints.gameDetail, (input) => games.detail(input.appId));
  defineRoute(scope, endpoints.gameCreate, (input, request) =>
    games.create(adminIdOf(request), input),
  );
  defineRoute(scope, endpoints.gameUpdate, (input, request) =>
    games.update(adminIdOf(request), input),
  );
  defineRoute(scope, endpoints.gameReorder, (input, request) =>
    games.reorder(adminIdOf(request), input),
  );
  defineRoute(scope, endpoints.gameStatus, (input, request) =>
    games.setStatus(adminIdOf(request), input),
  );
  defineRoute(scope, endpoints.gameUrl, (input, request) =>
    hosting.setExternalUrl(adminIdOf(request), input.appId, input.appUrl),
  );

  defineUploadRoute(scope, endpoints.gamePackage, (input, request) =>
    hosting.installZip(adminIdOf(request), input.appId, (zipPath) =>
      saveFilePart(request, zipPath, HOSTED_ZIP_MAX_BYTES, () => refuseZip(Code.ZIP_TOO_LARGE)),
    ),
  );

  defineUploadRoute(scope, endpoints.gameArtwork, async (input, request) => {
    const maxBytes = ARTWORK_MAX_BYTES[input.kind];
    const bytes = await readFilePart(request, maxBytes, () => imageTooLarge(input.kind, maxBytes));
    return games.setArtwork(adminIdOf(request), input, bytes);
  });
}
