import { readTimeZone } from './read-time-zone';

let zone: string | null | undefined;

/**
 * The browser's IANA time zone, or undefined where it cannot say. Read once, and read ahead off the
 * page's main thread where `readTimeZoneAhead` could: the first read of `Intl.DateTimeFormat`
 * loads the browser's locale data, 40 to 100 ms on a desktop and several times that on a slow
 * phone, which would otherwise block the page while it is being built.
 */
export function timeZone(): string | undefined {
  if (zone === undefined) zone = readTimeZone();
  return zone ?? undefined;
}

/**
 * Starts reading the time zone in a worker of its own, so that `timeZone` finds it read when the
 * page's first events are sent. Where no worker can start, `timeZone` reads it when first asked.
 */
export function readTimeZoneAhead(): void {
  if (zone !== undefined || typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./time-zone-worker.ts', import.meta.url), {
      type: 'module',
    });
    const done = () => worker.terminate();
    worker.onmessage = (event: MessageEvent<unknown>) => {
      if (zone === undefined && (typeof event.data === 'string' || event.data === null)) {
        zone = event.data;
      }
      done();
    };
    worker.onerror = done;
  } catch {
    // Read on the page when first asked.
  }
}
