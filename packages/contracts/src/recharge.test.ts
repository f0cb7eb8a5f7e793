import { describe, expect, it } from 'vitest';
import { formatRecharge } from './recharge.js';

describe('formatRecharge', () => {
  it('names the currency and groups thousands, without cents', () => {
    expect(formatRecharge(100)).toBe('$100');
    expect(formatRecharge(12_500)).toBe('$12,500');
    expect(formatRecharge(0)).toBe('$0');
  });

  it('writes every amount as en-US currency without cents does', () => {
    const dollars = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    const amounts = [1, 9, 10, 999, 1_000, 1_001, 99_999, 100_000, 1_234_567, 2 ** 40, -5, -12_500];
    for (const amount of amounts) expect(formatRecharge(amount)).toBe(dollars.format(amount));
  });
});
