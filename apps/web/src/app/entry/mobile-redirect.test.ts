import { describe, expect, it } from 'vitest';
import { isMobileBrowser } from '../../lib/device';
import { mobileTarget } from './mobile-redirect';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('desktop-only guard', () => {
  it('tells phones from desktops', () => {
    expect(isMobileBrowser(IPHONE)).toBe(true);
    expect(isMobileBrowser(ANDROID)).toBe(true);
    expect(isMobileBrowser(DESKTOP)).toBe(false);
  });

  it('sends Home to the mobile site and a game with its appId', () => {
    expect(mobileTarget('https://m.example.com/')).toBe('https://m.example.com/');
    expect(mobileTarget('https://m.example.com/play?x=1', 1003)).toBe(
      'https://m.example.com/play?x=1&appId=1003',
    );
  });
});
