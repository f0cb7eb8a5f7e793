import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/database.js';
import { markFileOf, starterFits, starterMark } from '../db/pglite-starter.js';

/**
 * Usage: node apps/server/dist/pglite-starter.js <folder> — writes the starter of an embedded
 * database (see db/pglite-starter.ts) and its mark. The build runs it, and leaves a starter made
 * from the same migrations and PGlite as it is.
 */
const starter = process.argv[2];
if (!starter) {
  process.stderr.write('usage: pglite-starter <folder>\n');
  process.exit(2);
}
// The migrations beside the built server, as the configuration's default names them; a server
// configured with other migrations finds the mark differs and does not use this starter.
const migrationsDir = fileURLToPath(new URL('../drizzle', import.meta.url));
if (!starterFits(starter, migrationsDir)) {
  const work = mkdtempSync(`${starter}.making-`);
  try {
    const database = await openDatabase({ dataDir: work, migrationsDir, starter: null });
    await database.close();
    rmSync(starter, { recursive: true, force: true });
    renameSync(path.join(work, 'pglite'), starter);
    writeFileSync(markFileOf(starter), `${starterMark(migrationsDir)}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
