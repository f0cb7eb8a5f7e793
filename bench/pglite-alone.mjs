import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The floor of the server's memory on PGlite: PGlite alone in a process, opened on the server's
 * data folder as the server opens it (pg_trgm, and the server's settings, `PGLITE_SETTINGS` of
 * `db/database.ts`, given after the folder), after one read of the catalogue; prints its resident
 * MiB after `idleSeconds`. Its WebAssembly module declares 128 MiB of memory at the least, which
 * PostgreSQL in it then uses.
 */
const [dataDir, idleSeconds, ...settings] = process.argv.slice(2);
const db = new PGlite({
  dataDir: path.join(dataDir, 'pglite'),
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, ...settings.flatMap((s) => ['-c', s])],
});
await db.query('SELECT count(*) FROM games');
await new Promise((resolve) => setTimeout(resolve, Number(idleSeconds) * 1000));
process.stdout.write(`${process.memoryUsage().rss}\n`);
await db.close();
