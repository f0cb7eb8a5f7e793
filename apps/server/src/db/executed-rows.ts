/** The rows of a `db.execute`: an array from postgres.js, `{ rows }` from PGlite. */
export const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
