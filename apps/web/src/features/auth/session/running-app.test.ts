import { describe, expect, it } from 'vitest';
import { runningApp } from './running-app';

describe('the app a page runs in', () => {
  it('tells the in-app browsers apart', () => {
    expect(runningApp('Mozilla/5.0 (iPhone) [FBAN/FBIOS;FBAV/400.0]')).toBe('Facebook');
    expect(runningApp('Mozilla/5.0 Instagram 300.0 (iPhone)')).toBe('Instagram');
    expect(runningApp('Mozilla/5.0 musical_ly_2023 BytedanceWebview')).toBe('TikTok');
    expect(runningApp('Mozilla/5.0 Reddit/Version 2023.1')).toBe('Reddit');
    expect(runningApp('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0')).toBe('Other');
  });
});
