import { describe, expect, it } from 'vitest';
import {
  appRateOf,
  CATEGORY_TYPE_ID_BASE,
  locationTypeOf,
  MarqueeType,
  SharePlatform,
} from './client-catalogue.js';
import { clientCatalogueEndpoints } from './client-catalogue-endpoints.js';

describe("the client's catalogue numbers", () => {
  it('maps every locationType the client asks for, and the categories from 100', () => {
    for (let n = 0; n <= 12; n += 1) expect(locationTypeOf(n), String(n)).toBeDefined();
    expect(locationTypeOf(10)?.source).toEqual({ kind: 'mostPlayed' });
    expect(locationTypeOf(11)?.source).toEqual({ kind: 'newest' });
    expect(locationTypeOf(12)?.pageSize).toBe(6);
    expect(locationTypeOf(CATEGORY_TYPE_ID_BASE)?.source).toEqual({
      kind: 'category',
      category: 'hot',
    });
    expect(locationTypeOf(CATEGORY_TYPE_ID_BASE + 3)?.name).toBe('Others');
    expect(locationTypeOf(13)).toBeUndefined();
    expect(locationTypeOf(CATEGORY_TYPE_ID_BASE + 4)).toBeUndefined();
  });

  it('rates a tile one star per tenfold plays, 1 to 5', () => {
    expect([0, 9, 10, 99, 100, 9_999, 10_000, 1e9].map(appRateOf)).toEqual([
      1, 1, 2, 2, 3, 4, 5, 5,
    ]);
  });

  it('names the marquee types, the share platforms and the paths', () => {
    expect(MarqueeType).toEqual({ GAME: 0, NOTICE: 1, GUIDE: 2, EVENT: 3, LINK: 4 });
    expect(SharePlatform).toEqual(['FB', 'FBM', 'TW', 'LI']);
    expect(Object.values(clientCatalogueEndpoints).map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET /api/guest/app/list',
      'GET /api/guest/app/hotapplist',
      'GET /api/guest/app/typelist',
      'GET /api/guest/app/newslist',
      'GET /api/guest/slideshow/list',
      'GET /api/guest/marquee/list',
      'GET /api/guest/share/info',
      'GET /api/guest/client/i18n',
      'GET /api/user/event/h5client',
    ]);
  });
});
