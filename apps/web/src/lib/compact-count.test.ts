import { describe, expect, it } from 'vitest';
import { compactCount } from './compact-count';

const intl = new Intl.NumberFormat('en', { notation: 'compact' });

describe('compactCount', () => {
  it('writes what English compact notation writes', () => {
    const counts = [0, 1, 999, 1_000, 1_049, 1_050, 1_234, 9_949, 9_950, 9_999, 10_000, 27_499];
    counts.push(99_499, 99_500, 123_456, 999_499, 999_500, 999_999, 1_000_000, 1_250_000);
    counts.push(9_950_000, 999_999_999, 4_500_000_000, 1_200_000_000_000, 999_999_999_999_999);
    for (let k = 0; k < 5_000; k += 1) counts.push(Math.floor(1.0037 ** (k * 2)) % 2 ** 52);
    for (const count of counts) expect(compactCount(count), String(count)).toBe(intl.format(count));
  });
});
