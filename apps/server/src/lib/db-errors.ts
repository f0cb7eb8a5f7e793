/** Both drivers report the SQLSTATE as `code`; drizzle wraps the driver's error in `cause`. */
function hasSqlState(error: unknown, state: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: unknown }).code === state) return true;
  }
  return false;
}

export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, '23505');

export const isForeignKeyViolation = (error: unknown): boolean => hasSqlState(error, '23503');
