/** The migrations every test database is brought up to. */
export const migrationsDir = new URL('../drizzle', import.meta.url).pathname;

/** The test suite runs once per database kind; the PostgreSQL run is chosen by its project. */
export const testDatabaseKind = (kind = process.env.TEST_DB): 'pglite' | 'postgres' =>
  kind === 'postgres' ? 'postgres' : 'pglite';

/** The URL of database `name` on the PostgreSQL server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
