import type { LoginWay } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { firstWays, visibleWays } from './visible-ways';

const way = (platform: LoginWay['platform']): LoginWay => ({
  platform,
  logoUrl: `/login/${platform.toLowerCase()}.svg`,
});

describe('the login ways offered', () => {
  const all = [way('FACEBOOK'), way('GOOGLE'), way('GUEST'), way('WINGA')];

  it('never offers WINGA, and Google or Facebook only with their ids', () => {
    expect(visibleWays(all, {}).map((w) => w.platform)).toEqual(['GUEST']);
    expect(visibleWays(all, { googleClientId: 'g' }).map((w) => w.platform)).toEqual([
      'GOOGLE',
      'GUEST',
    ]);
    expect(
      visibleWays(all, { googleClientId: 'g', facebookAppId: 'f' }).map((w) => w.platform),
    ).toEqual(['FACEBOOK', 'GOOGLE', 'GUEST']);
  });

  it('keeps all but the first three behind "show all"', () => {
    expect(firstWays([1, 2, 3, 4, 5], false)).toEqual([1, 2, 3]);
    expect(firstWays([1, 2, 3, 4, 5], true)).toEqual([1, 2, 3, 4, 5]);
    expect(firstWays([1, 2], false)).toEqual([1, 2]);
  });
});
