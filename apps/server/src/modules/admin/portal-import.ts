import { createReadStream } from 'node:fs';
import { access, constants, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { extract, list } from 'tar';
import type { Database, Db } from '../../db/database.js';
import {
  digestOf,
  digestOfStream,
  fileEntry,
  FORMAT_VERSION,
  MANIFEST,
  manifestSchema,
  tableEntry,
  TransferRefusal,
  type Manifest,
} from './portal-export-format.js';
import { portalStorages, storedType, type TransferConfig } from './portal-files.js';
import {
  holdsRows,
  insertRows,
  MIGRATION_FILLED,
  portalTables,
  resetSequences,
  schemaVersion,
  type PortalTable,
} from './portal-tables.js';

/** Rows per insert statement. */
export const IMPORT_BATCH_ROWS = 500;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Unpacks the export into `staging` and reads its manifest; anything amiss is a refusal. */
async function unpack(file: string, staging: string): Promise<Manifest> {
  const invalid = (why: string) => new TransferRefusal(`${file} is not a valid export: ${why}`);
  try {
    await access(file, constants.R_OK);
  } catch (error) {
    throw new TransferRefusal(`Cannot read ${file}: ${reasonOf(error)}`);
  }
  try {
    // Read through once first: a damaged archive fails here, before any entry is written (a
    // failed extraction would still be writing the entries before the damage).
    await list({ file, strict: true });
    await extract({
      file,
      cwd: staging,
      strict: true,
      filter: (_path, entry) =>
        'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    });
  } catch (error) {
    throw invalid(reasonOf(error));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path.join(staging, MANIFEST), 'utf8'));
  } catch (error) {
    throw invalid(`no readable ${MANIFEST} (${reasonOf(error)})`);
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw invalid(`${MANIFEST}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim());
  }
  const manifest = result.data;
  if (manifest.formatVersion !== FORMAT_VERSION) {
    throw invalid(`format version ${manifest.formatVersion}; this portal reads ${FORMAT_VERSION}.`);
  }
  return manifest;
}

/** Every table of the schema in the manifest and every entry as the manifest describes it. */
async function verify(file: string, staging: string, manifest: Manifest, tables: PortalTable[]) {
  const invalid = (why: string) => new TransferRefusal(`${file} is not a valid export: ${why}`);
  const listed = manifest.tables.map((table) => table.name).sort();
  const expected = tables.map((table) => table.name).sort();
  if (listed.join() !== expected.join()) {
    throw invalid('its tables are not those of this portal.');
  }
  const entries = [
    ...manifest.tables.map((table) => ({ ...table, entry: tableEntry(table.name) })),
    ...manifest.files.map((stored) => ({
      ...stored,
      entry: fileEntry(stored.folder, stored.path),
    })),
  ];
  for (const { entry, bytes, sha256 } of entries) {
    const found = await digestOf(path.join(staging, entry)).catch(() => null);
    if (!found) throw invalid(`${entry} is missing.`);
    if (found.bytes !== bytes || found.sha256 !== sha256) {
      throw invalid(`${entry} is damaged (its size or SHA-256 is not the manifest's).`);
    }
  }
}

/** Refuses a database that holds more than its migrations put there. */
async function checkEmpty(db: Db, tables: PortalTable[]) {
  const held = [];
  for (const table of tables) {
    if (!MIGRATION_FILLED.has(table.name) && (await holdsRows(db, table))) held.push(table.name);
  }
  if (held.length > 0) {
    throw new TransferRefusal(
      `The target database is not empty (${held.join(', ')} hold rows): import into a new ` +
        'database that no server has started on (a server seeds the demo catalogue on start).',
    );
  }
}

/**
 * The files to write, each with its storage and key; a file already there with the same bytes (an
 * import into the storage the export came from) is left as it is, one with other bytes refuses.
 */
async function placesOf(manifest: Manifest, config: TransferConfig) {
  const storages = portalStorages(config);
  const places = [];
  for (const stored of manifest.files) {
    const storage = storages[stored.folder];
    const present = await storage.get(stored.path);
    const found = present && (await digestOfStream(present.body));
    if (found?.sha256 === stored.sha256) continue;
    if (found) {
      throw new TransferRefusal(
        `${stored.folder}/${stored.path} is already stored with other content; move it away or ` +
          'use an empty storage.',
      );
    }
    places.push({ ...stored, storage, entry: fileEntry(stored.folder, stored.path) });
  }
  return places;
}

type Place = Awaited<ReturnType<typeof placesOf>>[number];

/** Inserts a table's rows from its JSON-lines file, a batch at a time. */
async function loadTable(db: Db, table: PortalTable, file: string, batchRows: number) {
  if (MIGRATION_FILLED.has(table.name)) await db.delete(table.table);
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  let batch: string[] = [];
  let rows = 0;
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length === batchRows) {
      rows += await insertRows(db, table, batch);
      batch = [];
    }
  }
  rows += await insertRows(db, table, batch);
  await resetSequences(db, table);
  return rows;
}

/** Puts a file into its storage, streamed, with the type the storage will serve it with. */
async function place(source: string, target: Place) {
  const { size } = await stat(source);
  const type = await storedType(target.folder, target.path, source);
  await target.storage.put(target.path, { stream: createReadStream(source), size }, type);
}

/**
 * Loads an export into the configured database and storage (the bucket of S3_BUCKET, or the
 * folders). Everything is checked first (the file, its schema version against the database's
 * migrations, an empty database, the files already in place); the rows then go in in one
 * transaction, and the files only once it has committed. A refusal writes nothing.
 */
export async function importPortal(
  database: Database,
  config: TransferConfig,
  file: string,
  batchRows = IMPORT_BATCH_ROWS,
): Promise<Manifest> {
  const staging = await mkdtemp(path.join(tmpdir(), 'portal-import-'));
  try {
    const manifest = await unpack(file, staging);
    const tables = portalTables();
    const { db } = database;
    const version = await schemaVersion(db);
    if (
      version.migrations !== manifest.schema.migrations ||
      version.latest !== manifest.schema.latest
    ) {
      throw new TransferRefusal(
        `${file} was written by another version of the portal (${manifest.schema.migrations} ` +
          `migrations; this database has ${version.migrations}): import it with the version ` +
          'that exported it.',
      );
    }
    await verify(file, staging, manifest, tables);
    await checkEmpty(db, tables);
    const places = await placesOf(manifest, config);

    const expected = new Map(manifest.tables.map((table) => [table.name, table.rows]));
    await db.transaction(async (tx) => {
      for (const table of tables) {
        const entry = path.join(staging, tableEntry(table.name));
        const rows = await loadTable(tx, table, entry, batchRows);
        if (rows !== expected.get(table.name)) {
          throw new TransferRefusal(`${file} is not a valid export: ${table.name} row count.`);
        }
      }
    });
    for (const target of places) await place(path.join(staging, target.entry), target);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true, maxRetries: 5 });
  }
}
