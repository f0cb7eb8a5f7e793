import { PRODUCT_NAME, type ClientConfig } from '@portal/contracts';
import type { Config } from '../../config.js';
import type { GameService } from '../games/game-service.js';

/**
 * The client config as the server answers it (spec: client config): the settings of this
 * deployment, the catalogue's tags, and whether the asking device is a test device. The same
 * answer for any device but that flag, so the site's pages carry it as a first answer.
 */
export function clientConfigOf(
  config: Config,
  games: GameService,
): (testDevice: boolean) => Promise<ClientConfig> {
  return async (testDevice) => ({
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
    tagList: await games.tags(),
    googleClientId: config.GOOGLE_CLIENT_ID,
    facebookAppId: config.FACEBOOK_APP_ID,
    osignKey: config.OSIGN_SECRET,
  });
}
