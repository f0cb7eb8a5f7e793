import { describe, expect, it } from 'vitest';
import { menuKeyOf } from './top-menu';

describe('the top menu highlight', () => {
  it('follows the route', () => {
    expect(menuKeyOf('/pc')).toBe('home');
    expect(menuKeyOf('/pc/')).toBe('home');
    expect(menuKeyOf('/pc/game/list')).toBe('games');
    expect(menuKeyOf('/pc/game/info/1001')).toBe('games');
    expect(menuKeyOf('/pc/giftcenter')).toBe('gifts');
    expect(menuKeyOf('/pc/news/')).toBe('news');
    expect(menuKeyOf('/pc/news/detail')).toBe('news');
    expect(menuKeyOf('/pc/support')).toBe('support');
  });

  it('highlights nothing on other pages', () => {
    expect(menuKeyOf('/pc/mygifts')).toBeNull();
    expect(menuKeyOf('/pc/user/info/')).toBeNull();
  });
});
