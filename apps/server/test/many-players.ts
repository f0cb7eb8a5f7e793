import { LIMIT_SETTINGS } from '../src/config.js';

/**
 * Settings for a server a test suite drives as many players from one address (loopback): every
 * rate and connection limit is out of its way. The security suite keeps the defaults, and a test
 * about a limit sets its own.
 */
export const MANY_PLAYERS_LIMITS: Record<string, string> = Object.fromEntries(
  LIMIT_SETTINGS.map((setting) => [setting, '1000000']),
);
