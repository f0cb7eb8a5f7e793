import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.js';
import { databaseUrl, migrationsDir, testDatabaseKind } from './database-kind.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The migrated database every test file's own starts as: a PGlite data folder's tarball, or
     * the name of a template database on the PostgreSQL server of TEST_DATABASE_URL.
     */
    migratedDatabase: string;
  }
}

/**
 * Global setup of a server test project: migrates one database before the files run, which each
 * file's database is then copied from. Migrating anew for each of some sixty files cost minutes.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = testDatabaseKind(project.config.env.TEST_DB);
  if (kind === 'pglite') {
    const folder = await mkdtemp(path.join(tmpdir(), 'portal-test-image-'));
    const image = path.join(folder, 'migrated.tar');
    const database = await openDatabase({ dataDir: 'memory://', migrationsDir });
    try {
      if (!database.dump) throw new Error('expected an embedded database');
      const tarball = await database.dump();
      await writeFile(image, Buffer.from(await tarball.arrayBuffer()));
    } finally {
      await database.close();
    }
    project.provide('migratedDatabase', image);
    return () => rm(folder, { recursive: true, force: true });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test run');
  const template = `portal_template_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${template}`);
  // Closed before any copy is made: a template may not have sessions while it is copied.
  const url = databaseUrl(adminUrl, template);
  await (await openDatabase({ url, dataDir: '', migrationsDir })).close();
  project.provide('migratedDatabase', template);
  return async () => {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}
