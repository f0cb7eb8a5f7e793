import { readTimeZone } from './read-time-zone';

/** Reads the IANA time zone off the page's main thread (see `readTimeZoneAhead`). */
postMessage(readTimeZone());
