import { BrowserType } from '@portal/contracts';

const MOBILE = /Android|iPhone|iPad|iPod|Mobile|Windows Phone|IEMobile|Opera Mini/i;

export const isMobileBrowser = (userAgent: string = navigator.userAgent): boolean =>
  MOBILE.test(userAgent);

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
    browserType: isMobileBrowser(userAgent) ? BrowserType.MOBILE : BrowserType.PC,
  };
}
