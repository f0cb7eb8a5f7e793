import { describe, expect, it } from 'vitest';
import {
  cookieDomainsCovering,
  cookieNames,
  cookiePathsCovering,
  repeatedCookies,
} from './cookie-header.js';

describe('the Cookie header', () => {
  it('lists every name as often as it was sent', () => {
    expect(cookieNames('a=1; b=2;a=3; flag; =x')).toEqual(['a', 'b', 'a', 'flag']);
    expect(cookieNames(undefined)).toEqual([]);
  });

  it('names the watched cookies sent more than once', () => {
    const watched = new Set(['h5Token', 'userId']);
    expect(repeatedCookies('h5Token=a; other=1; other=2; h5Token=b', watched)).toEqual(['h5Token']);
    expect(repeatedCookies('h5Token=a; userId=1', watched)).toEqual([]);
  });

  it('knows every path and domain a cookie sent to an address may have been set for', () => {
    expect(cookiePathsCovering('/api/user?x=/y')).toEqual([
      '/',
      '/api',
      '/api/',
      '/api/user',
      '/api/user/',
    ]);
    expect(cookieDomainsCovering('www.playhaven.example')).toEqual([
      'www.playhaven.example',
      'playhaven.example',
    ]);
    expect(cookieDomainsCovering('localhost')).toEqual([]);
    expect(cookieDomainsCovering('127.0.0.1')).toEqual([]);
  });
});
