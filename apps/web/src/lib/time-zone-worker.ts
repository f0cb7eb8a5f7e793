/** Reads the IANA time zone off the page's main thread (see `readTimeZoneAhead`). */
let zone: string | null = null;
try {
  zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
} catch {
  // null: this browser cannot say.
}
postMessage(zone);
