/**
 * The browser's IANA time zone as `Intl` tells it, or null where it cannot say. Its first call
 * loads the browser's locale data, the cost `time-zone.ts` keeps off the page's main thread; the
 * page and its worker both read it here.
 */
export function readTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
