/** Both drivers report the SQLSTATE as `code`; drizzle wraps the driver's error in `cause`. */
function hasSqlState(error: unknown, state: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: unknown }).code === state) return true;
  }
  return false;
}

export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, '23505');

export const isForeignKeyViolation = (error: unknown): boolean => hasSqlState(error, '23503');

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

export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as Error & { code?: unknown }).code;
    if (typeof code !== 'string') continue;
    if (UNREACHABLE.has(code) || (code.length === 5 && code.startsWith('08'))) return true;
  }
  return false;
}
