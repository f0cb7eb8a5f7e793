import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire as requireFrom } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The starter of an embedded database: a PGlite data folder with every migration applied, made
 * once when the server is built (tools/pglite-starter.ts). A first start copies it instead of
 * having PGlite create a database cluster, which costs seconds; the migrations then find nothing
 * left to do. A folder that already holds anything is never touched.
 */
export const PGLITE_STARTER_FOLDER = 'pglite-starter';

/** The starter the build wrote beside the server's bundle (absent when run from the sources). */
export const builtStarter = (): string =>
  fileURLToPath(new URL(PGLITE_STARTER_FOLDER, import.meta.url));

/** The mark's file beside the starter's folder. */
export const markFileOf = (starter: string) => `${starter}.mark`;

/** The installed PGlite's version (its package.json, which the package does not export). */
function pgliteVersion(): string {
  let folder = path.dirname(requireFrom(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  const manifest: unknown = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
  const version =
    manifest && typeof manifest === 'object' && 'version' in manifest ? manifest.version : '';
  return String(version);
}

/**
 * What a starter was made from: the migrations (names and contents) and PGlite's version. A
 * starter whose mark differs from the running code's is not used.
 */
export function starterMark(migrationsDir: string): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n`);
  for (const name of readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
    if (!name.endsWith('.sql') && !name.endsWith('.json')) continue;
    hash.update(`${name}\n`).update(readFileSync(path.join(migrationsDir, name)));
  }
  return hash.digest('hex');
}

/** Whether the starter is there, whole, and made from these migrations and this PGlite. */
export function starterFits(starter: string, migrationsDir: string): boolean {
  const markFile = markFileOf(starter);
  return (
    existsSync(path.join(starter, 'PG_VERSION')) &&
    existsSync(markFile) &&
    readFileSync(markFile, 'utf8').trim() === starterMark(migrationsDir)
  );
}

/**
 * Copies a fitting starter into `dataDir` when that folder is missing or empty; answers whether
 * it did. The copy is made beside the folder and renamed into place, so a start cut short leaves
 * no half-copied database behind. The caller holds the folder's lock.
 */
export function unpackStarter(dataDir: string, starter: string, migrationsDir: string): boolean {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  if (!starterFits(starter, migrationsDir)) return false;
  const staging = `${dataDir}.starting`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(starter, staging, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(staging, dataDir);
  return true;
}
