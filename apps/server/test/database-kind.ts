/** The migrations every test database is brought up to. */
export const migrationsDir = new URL('../drizzle', import.meta.url).pathname;

/** The test suite runs once per database kind; the PostgreSQL run is chosen by its project. */
export const testDatabaseKind = (kind = process.env.TEST_DB): 'pglite' | 'postgres' =>
  kind === 'postgres' ? 'postgres' : 'pglite';
