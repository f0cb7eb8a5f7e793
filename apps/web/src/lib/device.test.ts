import { BrowserType } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { browserFacts, browserTypeOf, isInAppBrowser } from './device';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36';

/** User agents of apps' own browsers, as those apps send them. */
const IN_APP = {
  facebook: `${IPHONE} [FBAN/FBIOS;FBAV/460.0.0.38.110;FBBV/600000000;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBLC/en_US;FBOP/5]`,
  messenger: `${IPHONE} [FBAN/MessengerForiOS;FBAV/450.0.0.40.109;FBBV/590000000;FBDV/iPhone15,2]`,
  instagram: `${IPHONE} Instagram 330.0.3.29.91 (iPhone15,2; iOS 17_4; en_US; en; scale=3.00; 1179x2556; 600000000)`,
  tiktok: `${ANDROID_WEBVIEW} trill_350303 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/35.3.3 ByteLocale/en BytedanceWebview/d8a21c6`,
  reddit: `${IPHONE} Reddit/Version 2024.17.0/Build 563000/iOS Version 17.4`,
  wechat: `${IPHONE} MicroMessenger/8.0.49(0x18003131) NetType/WIFI Language/en`,
  line: `${IPHONE} Safari Line/14.5.0`,
  snapchat: `${IPHONE} Snapchat/13.0.0.42 (like Safari/8617.2.4.10.8, panda)`,
  miniClient: `${ANDROID_WEBVIEW} wingMiniClient/1.0`,
};

describe('the browser type of the request envelope', () => {
  it('is 2 (mini client) in an app’s own browser', () => {
    for (const [app, userAgent] of Object.entries(IN_APP)) {
      expect({ app, inApp: isInAppBrowser(userAgent) }).toEqual({ app, inApp: true });
      expect(browserTypeOf(userAgent)).toBe(BrowserType.MINI_CLIENT);
      expect(browserFacts(userAgent).browserType).toBe(2);
    }
  });

  it('is 0 in a mobile browser and 1 on a computer', () => {
    expect(browserTypeOf(IPHONE_SAFARI)).toBe(BrowserType.MOBILE);
    expect(browserTypeOf(ANDROID_CHROME)).toBe(BrowserType.MOBILE);
    expect(browserTypeOf(ANDROID_WEBVIEW)).toBe(BrowserType.MOBILE);
    expect(browserTypeOf(WINDOWS_CHROME)).toBe(BrowserType.PC);
    expect(browserFacts(WINDOWS_CHROME).browserType).toBe(1);
  });

  it('does not take a word inside another for an app (Linux is not LINE)', () => {
    expect(isInAppBrowser(ANDROID_CHROME)).toBe(false);
    expect(isInAppBrowser('Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/125.0')).toBe(
      false,
    );
  });
});
