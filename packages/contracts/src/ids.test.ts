import { describe, expect, it } from 'vitest';
import { appIdSchema } from './games.js';
import { appIdOf, MAX_ID } from './ids.js';

describe('appIdOf', () => {
  it.each([
    '12',
    12,
    ' 7 ',
    '1e3',
    '0',
    '-3',
    '1.5',
    '',
    null,
    undefined,
    'abc',
    String(MAX_ID),
    String(MAX_ID + 1),
    Number.POSITIVE_INFINITY,
  ])('reads %j as appIdSchema does', (value) => {
    const parsed = appIdSchema.safeParse(value);
    expect(appIdOf(value)).toBe(parsed.success ? parsed.data : null);
  });
});
