import { describe, expect, it } from 'vitest';
import { formatRecharge } from './recharge.js';

describe('formatRecharge', () => {
  it('names the currency and groups thousands, without cents', () => {
    expect(formatRecharge(100)).toBe('$100');
    expect(formatRecharge(12_500)).toBe('$12,500');
    expect(formatRecharge(0)).toBe('$0');
  });
});
