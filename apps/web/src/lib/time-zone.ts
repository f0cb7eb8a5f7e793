let zone: string | null | undefined;

/**
 * The browser's IANA time zone, or undefined where it cannot say. Read once: the first read of
 * `Intl.DateTimeFormat` loads the browser's locale data, a long task on a slow phone.
 */
export function timeZone(): string | undefined {
  if (zone === undefined) {
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      zone = null;
    }
  }
  return zone ?? undefined;
}
