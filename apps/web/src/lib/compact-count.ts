const UNITS = [
  { size: 1e3, suffix: 'K' },
  { size: 1e6, suffix: 'M' },
  { size: 1e9, suffix: 'B' },
  { size: 1e12, suffix: 'T' },
] as const;

/**
 * A count in short form as English compact notation writes it: 999, 1.2K, 27K, 123K, 1M, 4.5B.
 * Below ten of a unit it keeps one decimal, else none; an amount that rounds up to a thousand
 * takes the next unit. Written out by hand: the first use of `Intl` loads the browser's locale
 * data, a long task on a phone for a page that has no other use for it.
 */
export function compactCount(count: number): string {
  const n = Math.round(count);
  if (!Number.isFinite(n) || n < 0) return String(count);
  if (n < 1_000) return String(n);
  for (const [u, { size, suffix }] of UNITS.entries()) {
    const next = UNITS[u + 1];
    if (next && n >= next.size) continue;
    // Integer steps, so 9,950 is 10K and not 9.9K from a float's 9.9499...
    const tenth = size / 10;
    const tenths = Math.floor((n + tenth / 2) / tenth);
    if (tenths < 100) {
      return `${Math.floor(tenths / 10)}${tenths % 10 ? `.${tenths % 10}` : ''}${suffix}`;
    }
    const wholes = Math.floor((n + size / 2) / size);
    if (wholes >= 1_000 && next) return `1${next.suffix}`;
    return `${wholes}${suffix}`;
  }
  return String(n);
}
