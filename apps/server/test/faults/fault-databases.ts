import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { openDatabase, type Database } from '../../src/db/database.js';
import { databaseUrl, migrationsDir } from '../database-kind.js';

/**
 * The data a spawned server runs on, kept across its restarts: a PGlite folder, or a database of
 * its own on the PostgreSQL server of TEST_DATABASE_URL. `open` reaches the same data from the
 * test process; PGlite allows one process at a time, so it is opened only while no server runs.
 */
export interface FaultDatabase {
  kind: 'pglite' | 'postgres';
  /** The server's DATA_DIR (the PGlite files, the development outbox). */
  dataDir: string;
  /** The server's DATABASE_URL; undefined for PGlite. */
  url: string | undefined;
  open(): Promise<Database>;
  /** Removes the folder and drops the PostgreSQL database. */
  remove(): Promise<void>;
}

export async function createFaultDatabase(
  kind: 'pglite' | 'postgres',
  adminUrl = process.env.TEST_DATABASE_URL,
): Promise<FaultDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `portal-faults-${kind}-`));
  if (kind === 'pglite') {
    return {
      kind,
      dataDir,
      url: undefined,
      open: () => openDatabase({ dataDir, migrationsDir }),
      remove: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL runs');
  const name = `portal_faults_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  return {
    kind,
    dataDir,
    url,
    open: () => openDatabase({ url, dataDir, migrationsDir, poolSize: 4 }),
    async remove() {
      await rm(dataDir, { recursive: true, force: true });
      const dropper = postgres(adminUrl, { max: 1, onnotice: () => undefined });
      try {
        await dropper.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** Opens the data, runs `work` on it and closes it again, whatever happens. */
export async function withDatabase<T>(
  target: FaultDatabase,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await target.open();
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}
