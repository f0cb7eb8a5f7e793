import { describe, expect, it } from 'vitest';
import { formatDate } from './date.js';

describe('formatDate', () => {
  const ts = Date.UTC(2026, 0, 5, 9, 7);
  it('formats a date', () => expect(formatDate(ts, false, 'UTC')).toBe('2026-01-05'));
  it('formats a date with time', () =>
    expect(formatDate(ts, true, 'UTC')).toBe('2026-01-05 09:07'));
  it('returns an empty string for null and bad values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });
  it('uses local time by default', () => {
    const local = new Date(2026, 11, 31, 23, 59).getTime();
    expect(formatDate(local, true)).toBe('2026-12-31 23:59');
  });
});
