import { z } from 'zod';
import {
  adminGameArtworkRequestSchema,
  adminGameCreateRequestSchema,
  adminGameIdRequestSchema,
  adminGameListRequestSchema,
  adminGameListResponseSchema,
  adminGameReorderRequestSchema,
  adminGameReorderResponseSchema,
  adminGameSchema,
  adminGameStatusRequestSchema,
  adminGameUpdateRequestSchema,
  adminGameUrlRequestSchema,
  adminImageResponseSchema,
  adminNewsCreateRequestSchema,
  adminNewsDeleteResponseSchema,
  adminNewsIdRequestSchema,
  adminNewsListRequestSchema,
  adminNewsListResponseSchema,
  adminNewsSchema,
  adminNewsUpdateRequestSchema,
  adminSlideCreateRequestSchema,
  adminSlideDeleteResponseSchema,
  adminSlideIdRequestSchema,
  adminSlideListResponseSchema,
  adminSlideReorderRequestSchema,
  adminSlideSchema,
  adminSlideUpdateRequestSchema,
} from './admin-catalogue.js';
import { endpoint } from './endpoints.js';

const empty = z.object({});

/**
 * The publisher's catalogue API, behind the admin session. Reads are GET (query), changes POST
 * (JSON body). The three uploads (`gamePackage`, `gameArtwork`, `imageUpload`) are POSTs whose
 * `request` is the query string; their body is a multipart form with one `file` part.
 */
export const adminCatalogueEndpoints = {
  gameList: endpoint({
    method: 'GET',
    path: '/api/admin/games/list',
    request: adminGameListRequestSchema,
    response: adminGameListResponseSchema,
  }),
  gameDetail: endpoint({
    method: 'GET',
    path: '/api/admin/games/detail',
    request: adminGameIdRequestSchema,
    response: adminGameSchema,
  }),
  gameCreate: endpoint({
    method: 'POST',
    path: '/api/admin/games/create',
    request: adminGameCreateRequestSchema,
    response: adminGameSchema,
  }),
  gameUpdate: endpoint({
    method: 'POST',
    path: '/api/admin/games/update',
    request: adminGameUpdateRequestSchema,
    response: adminGameSchema,
  }),
  gameReorder: endpoint({
    method: 'POST',
    path: '/api/admin/games/reorder',
    request: adminGameReorderRequestSchema,
    response: adminGameReorderResponseSchema,
  }),
  gameStatus: endpoint({
    method: 'POST',
    path: '/api/admin/games/status',
    request: adminGameStatusRequestSchema,
    response: adminGameSchema,
  }),
  /** Multipart: the game's zip in `file`; `appId` in the query. */
  gamePackage: endpoint({
    method: 'POST',
    path: '/api/admin/games/package',
    multipart: true,
    request: adminGameIdRequestSchema,
    response: adminGameSchema,
  }),
  gameUrl: endpoint({
    method: 'POST',
    path: '/api/admin/games/url',
    request: adminGameUrlRequestSchema,
    response: adminGameSchema,
  }),
  /** Multipart: the picture in `file`; `appId` and `kind` in the query. */
  gameArtwork: endpoint({
    method: 'POST',
    path: '/api/admin/games/artwork',
    multipart: true,
    request: adminGameArtworkRequestSchema,
    response: adminGameSchema,
  }),
  /** Multipart: a picture for a banner or a news item in `file`. */
  imageUpload: endpoint({
    method: 'POST',
    path: '/api/admin/images/upload',
    multipart: true,
    request: empty,
    response: adminImageResponseSchema,
  }),
  slideList: endpoint({
    method: 'GET',
    path: '/api/admin/slides/list',
    request: empty,
    response: adminSlideListResponseSchema,
  }),
  slideCreate: endpoint({
    method: 'POST',
    path: '/api/admin/slides/create',
    request: adminSlideCreateRequestSchema,
    response: adminSlideSchema,
  }),
  slideUpdate: endpoint({
    method: 'POST',
    path: '/api/admin/slides/update',
    request: adminSlideUpdateRequestSchema,
    response: adminSlideSchema,
  }),
  slideDelete: endpoint({
    method: 'POST',
    path: '/api/admin/slides/delete',
    request: adminSlideIdRequestSchema,
    response: adminSlideDeleteResponseSchema,
  }),
  slideReorder: endpoint({
    method: 'POST',
    path: '/api/admin/slides/reorder',
    request: adminSlideReorderRequestSchema,
    response: adminSlideListResponseSchema,
  }),
  newsList: endpoint({
    method: 'GET',
    path: '/api/admin/news/list',
    request: adminNewsListRequestSchema,
    response: adminNewsListResponseSchema,
  }),
  newsDetail: endpoint({
    method: 'GET',
    path: '/api/admin/news/detail',
    request: adminNewsIdRequestSchema,
    response: adminNewsSchema,
  }),
  newsCreate: endpoint({
    method: 'POST',
    path: '/api/admin/news/create',
    request: adminNewsCreateRequestSchema,
    response: adminNewsSchema,
  }),
  newsUpdate: endpoint({
    method: 'POST',
    path: '/api/admin/news/update',
    request: adminNewsUpdateRequestSchema,
    response: adminNewsSchema,
  }),
  newsDelete: endpoint({
    method: 'POST',
    path: '/api/admin/news/delete',
    request: adminNewsIdRequestSchema,
    response: adminNewsDeleteResponseSchema,
  }),
  newsPublish: endpoint({
    method: 'POST',
    path: '/api/admin/news/publish',
    request: adminNewsIdRequestSchema,
    response: adminNewsSchema,
  }),
  newsUnpublish: endpoint({
    method: 'POST',
    path: '/api/admin/news/unpublish',
    request: adminNewsIdRequestSchema,
    response: adminNewsSchema,
  }),
} as const;

export type AdminCatalogueEndpoints = typeof adminCatalogueEndpoints;
