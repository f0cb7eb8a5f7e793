import { z } from 'zod';
import { clientConfigRequestSchema, clientConfigSchema } from './client-config.js';
import {
  newsDetailRequestSchema,
  newsDetailSchema,
  newsListRequestSchema,
  newsListResponseSchema,
  slideshowResponseSchema,
} from './content.js';
import {
  gameDetailRequestSchema,
  gameDetailResponseSchema,
  gameListRequestSchema,
  gameListResponseSchema,
  gameSearchRequestSchema,
  gameSearchResponseSchema,
  hotItemsResponseSchema,
} from './games.js';

export type HttpMethod = 'GET' | 'POST';

/**
 * One entry per endpoint: the web's fetchers and the server's routes are both built from it, so
 * a path, a method, a payload or a response shape cannot drift between the two halves.
 */
export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: string;
  request: Req;
  response: Res;
  /** Fields covered by osign, for signed endpoints. */
  signed?: readonly string[];
}

const endpoint = <Req extends z.ZodType, Res extends z.ZodType>(e: Endpoint<Req, Res>) => e;
const empty = z.object({});

export const endpoints = {
  gameList: endpoint({
    method: 'GET',
    path: '/api/guest/app/list/v2',
    request: gameListRequestSchema,
    response: gameListResponseSchema,
  }),
  gameDetail: endpoint({
    method: 'GET',
    path: '/api/guest/app/detail',
    request: gameDetailRequestSchema,
    response: gameDetailResponseSchema,
  }),
  gameSearch: endpoint({
    method: 'GET',
    path: '/api/guest/app/search',
    request: gameSearchRequestSchema,
    response: gameSearchResponseSchema,
  }),
  hotItems: endpoint({
    method: 'GET',
    path: '/api/hotItemsArr',
    request: empty,
    response: hotItemsResponseSchema,
  }),
  slideshow: endpoint({
    method: 'GET',
    path: '/api/guest/slideshow/list/v2',
    request: empty,
    response: slideshowResponseSchema,
  }),
  newsList: endpoint({
    method: 'GET',
    path: '/api/guest/news/list',
    request: newsListRequestSchema,
    response: newsListResponseSchema,
  }),
  newsDetail: endpoint({
    method: 'GET',
    path: '/api/guest/news/detail',
    request: newsDetailRequestSchema,
    response: newsDetailSchema,
  }),
  fbcNewsList: endpoint({
    method: 'GET',
    path: '/api/cms/user/fbc/news/list',
    request: newsListRequestSchema,
    response: newsListResponseSchema,
  }),
  fbcNewsDetail: endpoint({
    method: 'GET',
    path: '/api/cms/user/fbc/news/detail',
    request: newsDetailRequestSchema,
    response: newsDetailSchema,
  }),
  clientConfig: endpoint({
    method: 'GET',
    path: '/api/guest/client/config',
    request: clientConfigRequestSchema,
    response: clientConfigSchema,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RequestOf<E extends Endpoint> = z.input<E['request']>;
export type ResponseOf<E extends Endpoint> = z.infer<E['response']>;
