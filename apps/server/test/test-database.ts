import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, type Database } from '../src/db/database.js';

const migrationsDir = new URL('../drizzle', import.meta.url).pathname;

/** The test suite runs once per database kind; the PostgreSQL run is chosen by its project. */
export const testDatabaseKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL, dropped again by the returned close().
 */
export async function openTestDatabase(): Promise<Database> {
  if (testDatabaseKind() === 'pglite') {
    return openDatabase({ dataDir: 'memory://', migrationsDir });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test run');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    url: url.toString(),
    dataDir: '',
    migrationsDir,
    poolSize: 20,
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
