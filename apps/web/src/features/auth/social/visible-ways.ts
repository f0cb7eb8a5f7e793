import type { LoginWay, SocialPlatformValue } from '@portal/contracts';

export const SHOWN_BEFORE_ALL = 3;

export interface VisibleWay {
  platform: SocialPlatformValue;
  logoUrl: string;
}

/**
 * The sign-in icons to offer: WINGA never; Google and Facebook only when the site has their ids
 * (an SDK without an id cannot sign anyone in).
 */
export function visibleWays(
  ways: readonly LoginWay[],
  ids: { googleClientId?: string | undefined; facebookAppId?: string | undefined },
): VisibleWay[] {
  return ways.flatMap((way): VisibleWay[] => {
    switch (way.platform) {
      case 'GUEST':
        return [{ platform: 'GUEST', logoUrl: way.logoUrl }];
      case 'GOOGLE':
        return ids.googleClientId ? [{ platform: 'GOOGLE', logoUrl: way.logoUrl }] : [];
      case 'FACEBOOK':
        return ids.facebookAppId ? [{ platform: 'FACEBOOK', logoUrl: way.logoUrl }] : [];
      case 'WINGA':
        return [];
    }
  });
}

/** Beyond three ways, the rest wait behind "Show all". */
export const firstWays = <T>(ways: readonly T[], showAll: boolean): readonly T[] =>
  showAll ? ways : ways.slice(0, SHOWN_BEFORE_ALL);
