/**
 * Whether the error, or one it wraps, carries a `code` the test accepts. Both drivers report the
 * SQLSTATE (and postgres.js its connection errors) as `code`; drizzle wraps the driver's error in
 * `cause`.
 */
function hasCode(error: unknown, test: (code: string) => boolean): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as Error & { code?: unknown }).code;
    if (typeof code === 'string' && test(code)) return true;
  }
  return false;
}

export const isUniqueViolation = (error: unknown): boolean =>
  hasCode(error, (code) => code === '23505');

export const isForeignKeyViolation = (error: unknown): boolean =>
  hasCode(error, (code) => code === '23503');

/**
 * Errors of a database that cannot be reached for now: the driver's lost or refused connections,
 * SQLSTATE class 08 (connection exception) and a server shutting down or starting up.
 */
const UNREACHABLE = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  '57P01',
  '57P02',
  '57P03',
]);

export const isDatabaseUnreachable = (error: unknown): boolean =>
  hasCode(error, (code) => UNREACHABLE.has(code) || (code.length === 5 && code.startsWith('08')));
