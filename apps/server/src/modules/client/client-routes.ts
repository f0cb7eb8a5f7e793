import { endpoints, PRODUCT_NAME, type ClientConfig } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { defineRoute } from '../../lib/route.js';
import type { GameService } from '../games/game-service.js';
import { isTestDevice } from './client-repository.js';

export function clientRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config; games: GameService },
): void {
  const { db, config, games } = deps;
  defineRoute(app, endpoints.clientConfig, async ({ clientId }): Promise<ClientConfig> => {
    const [tagList, testDevice] = await Promise.all([
      games.tags(),
      clientId ? isTestDevice(db, clientId) : Promise.resolve(false),
    ]);
    return {
      telAreaCodeCountry: config.TEL_AREA_CODE_COUNTRY,
      country: config.DEFAULT_COUNTRY,
      isTestDevice: testDevice,
      productName: PRODUCT_NAME,
      gamesOrigin: config.GAMES_ORIGIN,
      ...(config.MOBILE_SITE_URL ? { mobileSiteUrl: config.MOBILE_SITE_URL } : {}),
      links: {
        privacy: config.LINK_PRIVACY,
        terms: config.LINK_TERMS,
        community: config.LINK_COMMUNITY,
        social: config.LINK_SOCIAL,
      },
      tagList,
      googleClientId: config.GOOGLE_CLIENT_ID,
      facebookAppId: config.FACEBOOK_APP_ID,
      osignKey: config.OSIGN_SECRET,
    };
  });
}
