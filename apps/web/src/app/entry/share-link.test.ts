import { describe, expect, it } from 'vitest';
import { mergeQuery, shareTarget } from './share-link';

describe('share links', () => {
  it('sends shareType 0 home and 1 or 2 to the game', () => {
    expect(shareTarget('?shareType=0&appId=1001', '')).toBe('/pc');
    expect(shareTarget('?shareType=1&appId=1001', '')).toBe('/pc/game/1001');
    expect(shareTarget('?shareType=2&appId=1002&lp=x', '')).toBe('/pc/game/1002');
  });

  it('goes home when a game share carries no usable appId', () => {
    expect(shareTarget('?shareType=1', '')).toBe('/pc');
    expect(shareTarget('?shareType=2&appId=abc', '')).toBe('/pc');
    expect(shareTarget('?shareType=1&appId=-4', '')).toBe('/pc');
  });

  it('opens the game named in the hash before an underscore', () => {
    expect(shareTarget('', '#1004_fb')).toBe('/pc/game/1004');
    expect(shareTarget('', '#/play/1005_x')).toBe('/pc/game/1005');
  });

  it('leaves ordinary visits alone', () => {
    expect(shareTarget('', '')).toBeNull();
    expect(shareTarget('?shareType=7&appId=1001', '')).toBeNull();
    expect(shareTarget('?category=hot', '#top')).toBeNull();
    expect(shareTarget('', '#1004')).toBeNull();
  });

  it('keeps every query value, later visits overriding earlier ones', () => {
    expect(mergeQuery(null, '?channelId=7&lp=spring')).toEqual({ channelId: '7', lp: 'spring' });
    expect(mergeQuery('{"channelId":"7","subChannelId":"a"}', '?channelId=9')).toEqual({
      channelId: '9',
      subChannelId: 'a',
    });
  });

  it('survives a damaged saved value', () => {
    expect(mergeQuery('{oops', '?lp=x')).toEqual({ lp: 'x' });
    expect(mergeQuery('[1,2]', '')).toEqual({});
    expect(mergeQuery('{"a":1,"b":"2"}', '')).toEqual({ b: '2' });
  });

  it('never keeps the tokens a link hands over', () => {
    expect(mergeQuery(null, '?lp=x&userId=7&h5Token=secret&sdkToken=secret')).toEqual({ lp: 'x' });
  });
});
