import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { lockDataDir } from './data-dir-lock.js';
import { overriding } from './overriding.js';
import { builtStarter, unpackStarter } from './pglite-starter.js';
import { preparingPglite } from './pglite-client.js';
import { PREPARED_MAX_PARAMETERS } from './prepared.js';
import { postgresAlone, processAlone, type RunAlone } from './run-alone.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a periodic job on one process at a time (see run-alone.ts). */
  alone: RunAlone;
  close(): Promise<void>;
  /** PGlite only: its data folder as a tarball, which the `image` option opens again. */
  dump?: () => Promise<Blob>;
}

/**
 * Session settings for every connection: the SSD page cost, without which the planner underrates
 * the trigram index of names and scans the whole catalogue for the console's search.
 */
const SESSION_SETTINGS = {
  random_page_cost: '1.1',
} as const;

/**
 * The embedded database's server settings. Its shared buffers are PostgreSQL's 128 MB by default,
 * all of it in the process's memory; the portal's catalogue fits in a fraction of that, the
 * system's file cache holds the data folder beside it, and the answers that read most (the
 * catalogue's pages, the search index) are kept by the server itself. 16 MB rather than 32 MB
 * leaves about 15 MiB more of the process's memory free after a first start.
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB'];

/**
 * Seconds before the pool opens a lost connection again, after `attempt` failed ones in a row.
 * The driver's default triples with each failure up to 20 s, counts failures across the whole
 * pool, and queries wait for the next attempt without a timeout of their own: after PostgreSQL
 * was away for a few seconds, requests hung for 10 s and more, even once it was back. A short,
 * capped delay keeps requests failing at once during an outage and finds the server within half
 * a second of its return, for a few refused connections a second while it is away.
 */
const reconnectDelaySeconds = (attempt: number): number => Math.min(0.05 * 2 ** attempt, 0.5);

/**
 * The driver as drizzle sees it, with its queries prepared. Drizzle hands the driver every query
 * it was not given a name for as an unnamed statement, and the driver sends one with parameters
 * in two round trips, a Describe for their types and then the query, parsed and planned anew each
 * time. A prepared one is described once per connection and reused; the repositories build their
 * SQL from a fixed set of shapes, so each connection keeps a small, bounded set of them.
 */
function preparing(client: postgres.Sql): postgres.Sql {
  const unsafe: postgres.Sql['unsafe'] = (query, parameters, options) =>
    client.unsafe(query, parameters, {
      ...options,
      prepare: (parameters?.length ?? 0) <= PREPARED_MAX_PARAMETERS,
    });
  return overriding(client, { unsafe });
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** PGlite only: a tarball from `dump()` to start the in-memory database from. */
  image?: Blob | undefined;
  /**
   * PGlite only: the starter an empty data folder is copied from (see pglite-starter.ts), by
   * default the one the build wrote; null, or a starter missing or stale, creates the database.
   */
  starter?: string | null | undefined;
  migrationsDir: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const client = postgres(options.url, {
      max: options.poolSize ?? 10,
      onnotice: () => undefined,
      connection: SESSION_SETTINGS,
      backoff: reconnectDelaySeconds,
    });
    const db = drizzlePostgres(preparing(client), { schema });
    await migratePostgres(db, { migrationsFolder: options.migrationsDir });
    return {
      db,
      kind: 'postgres',
      alone: postgresAlone(db),
      close: () => client.end({ timeout: 5 }),
    };
  }
  const dataDir =
    options.dataDir === 'memory://' ? undefined : path.resolve(options.dataDir, 'pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Refuses at once when another process (the server, the admin command line) has the folder.
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  const starter = options.starter === undefined ? builtStarter() : options.starter;
  try {
    if (dataDir && starter && !options.image) {
      unpackStarter(dataDir, starter, options.migrationsDir);
    }
  } catch (error) {
    release();
    throw error;
  }
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(options.image ? { loadDataDir: options.image } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])],
  });
  try {
    const db = drizzlePglite(preparingPglite(client), { schema });
    await migratePglite(db, { migrationsFolder: options.migrationsDir });
    for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
      await client.exec(`SET ${name} = ${value}`);
    }
    return {
      db,
      kind: 'pglite',
      alone: processAlone(),
      close: () => client.close().finally(release),
      dump: () => client.dumpDataDir('none'),
    };
  } catch (error) {
    await client.close().catch(() => undefined);
    release();
    throw error;
  }
}
