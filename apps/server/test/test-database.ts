import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.js';
import { databaseUrl, migrationsDir, testDatabaseKind } from './database-kind.js';

export { testDatabaseKind };

/** What the project's global setup migrated (database-image.ts), if it ran. */
const migrated = (): string | undefined => inject('migratedDatabase');

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL, dropped again by the returned close(). Each starts as a
 * copy of the database the global setup migrated, when there is one; the migrations then find
 * nothing left to do.
 */
/** A test database; on PostgreSQL with its URL, so a test can open a second process's pool. */
export type TestDatabase = Database & { url?: string };

export async function openTestDatabase(): Promise<TestDatabase> {
  const source = migrated();
  if (testDatabaseKind() === 'pglite') {
    const image = source ? new Blob([await readFile(source)]) : undefined;
    return openDatabase({ dataDir: 'memory://', image, migrationsDir });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test run');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${name}${source ? ` TEMPLATE ${source}` : ''}`);
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({
    url,
    dataDir: '',
    migrationsDir,
    poolSize: 20,
  });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
