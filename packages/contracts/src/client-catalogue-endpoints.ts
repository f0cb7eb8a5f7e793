import {
  clientAppListRequestSchema,
  clientAppListResponseSchema,
  clientAppNewsRequestSchema,
  clientDictionarySchema,
  clientEventRequestSchema,
  clientEventResponseSchema,
  clientHotAppListResponseSchema,
  clientMarqueeListResponseSchema,
  clientSlideshowResponseSchema,
  clientTypeListResponseSchema,
  shareInfoRequestSchema,
  shareInfoResponseSchema,
} from './client-catalogue.js';
import { newsListResponseSchema } from './content.js';
import { endpoint } from './endpoints.js';
import { z } from 'zod';

const empty = z.object({});

/**
 * The catalogue calls of the publisher's mobile client that the spec does not list (see
 * `client-catalogue.ts`). All are reads but `clientEvent`, which logs a click; all GET, as the
 * client sends them.
 */
export const clientCatalogueEndpoints = {
  appList: endpoint({
    method: 'GET',
    path: '/api/guest/app/list',
    request: clientAppListRequestSchema,
    response: clientAppListResponseSchema,
  }),
  hotAppList: endpoint({
    method: 'GET',
    path: '/api/guest/app/hotapplist',
    request: empty,
    response: clientHotAppListResponseSchema,
  }),
  typeList: endpoint({
    method: 'GET',
    path: '/api/guest/app/typelist',
    request: empty,
    response: clientTypeListResponseSchema,
  }),
  appNewsList: endpoint({
    method: 'GET',
    path: '/api/guest/app/newslist',
    request: clientAppNewsRequestSchema,
    response: newsListResponseSchema,
  }),
  slideshow: endpoint({
    method: 'GET',
    path: '/api/guest/slideshow/list',
    request: empty,
    response: clientSlideshowResponseSchema,
  }),
  marquee: endpoint({
    method: 'GET',
    path: '/api/guest/marquee/list',
    request: empty,
    response: clientMarqueeListResponseSchema,
  }),
  shareInfo: endpoint({
    method: 'GET',
    path: '/api/guest/share/info',
    request: shareInfoRequestSchema,
    response: shareInfoResponseSchema,
  }),
  /** The client's interface texts, which it loads in place of its own at start. */
  i18n: endpoint({
    method: 'GET',
    path: '/api/guest/client/i18n',
    request: empty,
    response: clientDictionarySchema,
  }),
  clientEvent: endpoint({
    method: 'GET',
    path: '/api/user/event/h5client',
    request: clientEventRequestSchema,
    response: clientEventResponseSchema,
  }),
} as const;
