import { describe, expect, it } from 'vitest';
import { firstAnswerKey } from './first-answers.js';

describe('firstAnswerKey', () => {
  it('names a request by its path and set values, whatever their order or type', () => {
    const key = firstAnswerKey('/api/guest/app/list/v2', { pageSize: 4, page: 1, category: 'hot' });
    expect(key).toBe('/api/guest/app/list/v2?category=hot&page=1&pageSize=4');
    expect(
      firstAnswerKey('/api/guest/app/list/v2', {
        category: 'hot',
        tagId: undefined,
        note: null,
        page: '1',
        pageSize: 4,
      }),
    ).toBe(key);
    expect(firstAnswerKey('/api/guest/slideshow/list/v2', {})).toBe(
      '/api/guest/slideshow/list/v2?',
    );
  });
});
