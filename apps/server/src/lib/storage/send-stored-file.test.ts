import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestedRange } from './send-stored-file.js';

const asked = (headers: Record<string, string>) =>
  requestedRange({ headers } as unknown as FastifyRequest);

describe('the range a request asks for', () => {
  it('reads one range of bytes in each of its forms', () => {
    expect(asked({ range: 'bytes=0-99' })).toEqual({ start: 0, end: 99 });
    expect(asked({ range: 'bytes=100-' })).toEqual({ start: 100 });
    expect(asked({ range: 'bytes=-500' })).toEqual({ suffix: 500 });
    expect(asked({ range: 'bytes= 5 - 9' })).toEqual({ start: 5, end: 9 });
  });

  it('answers the whole file for anything else', () => {
    for (const range of [
      'bytes=9-5',
      'bytes=-',
      'bytes=0-1,4-5',
      'items=0-1',
      'bytes=a-b',
      'bytes=0-99999999999999999999',
    ]) {
      expect(asked({ range }), range).toBeUndefined();
    }
    expect(asked({})).toBeUndefined();
    expect(asked({ range: 'bytes=0-1', 'if-range': '"v1"' })).toBeUndefined();
  });
});
