import { BrowserType } from '@portal/contracts';

const MOBILE = /Android|iPhone|iPad|iPod|Mobile|Windows Phone|IEMobile|Opera Mini/i;

/** A phone or tablet browser; a page drawn on the server (no navigator) is drawn as a desktop's. */
export const isMobileBrowser = (
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): boolean => MOBILE.test(userAgent);

/**
 * An app's own browser (spec section 9, browser type 2 "mini client"): the page runs inside
 * Facebook, Messenger, Instagram, TikTok, Reddit, WeChat, LINE, Snapchat, X or Pinterest, as
 * their user agents say (the apps the relogin's `extra` names among them), or inside the
 * publisher's own mini client. Google refuses sign-in in such browsers, so it is not offered.
 */
const IN_APP =
  /FBAN|FBAV|FB_IAB|FBIOS|Messenger|Instagram|TikTok|musical_ly|BytedanceWebview|Reddit|MicroMessenger|\bLine\/|Snapchat|Twitter|Pinterest|wingMiniClient/i;

export const isInAppBrowser = (userAgent: string = navigator.userAgent): boolean =>
  IN_APP.test(userAgent);

/** Browser type of the request envelope: 2 in an app's browser, else 0 mobile or 1 PC. */
export const browserTypeOf = (userAgent: string = navigator.userAgent): number =>
  isInAppBrowser(userAgent)
    ? BrowserType.MINI_CLIENT
    : isMobileBrowser(userAgent)
      ? BrowserType.MOBILE
      : BrowserType.PC;

export interface BrowserFacts {
  os: string;
  browser: string;
  browserVersion: string;
  browserType: number;
}

/** What the request envelope says about the browser; unknown parts stay undefined. */
export function browserFacts(userAgent: string = navigator.userAgent): Partial<BrowserFacts> {
  const os = /Windows/.test(userAgent)
    ? 'Windows'
    : /Mac OS X/.test(userAgent) && !/iPhone|iPad/.test(userAgent)
      ? 'macOS'
      : /Android/.test(userAgent)
        ? 'Android'
        : /iPhone|iPad|iPod/.test(userAgent)
          ? 'iOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : undefined;
  const found =
    /(Edg|OPR|Firefox|Chrome|Version)\/(\d+[\d.]*)/.exec(userAgent) ??
    /(Safari)\/(\d+[\d.]*)/.exec(userAgent);
  const names: Record<string, string> = { Edg: 'Edge', OPR: 'Opera', Version: 'Safari' };
  return {
    os,
    browser: found?.[1] ? (names[found[1]] ?? found[1]) : undefined,
    browserVersion: found?.[2],
    browserType: browserTypeOf(userAgent),
  };
}
