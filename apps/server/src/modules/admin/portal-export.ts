import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import { create } from 'tar';
import type { Database, Db } from '../../db/database.js';
import type { FileStorage } from '../../lib/storage/file-storage.js';
import {
  digestOf,
  fileEntry,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST,
  tableEntry,
  TransferRefusal,
  type Folder,
  type Manifest,
  type StoredFile,
} from './portal-export-format.js';
import { carriedFiles, type TransferConfig } from './portal-files.js';
import { portalTables, readPage, schemaVersion, type PortalTable } from './portal-tables.js';

/** Rows read per query: a large catalogue is never held whole. */
export const EXPORT_PAGE_ROWS = 1_000;

/** Writes a table's rows, page by page, into a JSON-lines file; answers its count and digest. */
async function writeTable(db: Db, table: PortalTable, file: string, pageRows: number) {
  const out = createWriteStream(file);
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  let last: string | null = null;
  for (;;) {
    const page = await readPage(db, table, last, pageRows);
    if (page.length === 0) break;
    const chunk = Buffer.from(page.map((line) => `${line}\n`).join(''), 'utf8');
    hash.update(chunk);
    bytes += chunk.length;
    rows += page.length;
    if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    last = page[page.length - 1] ?? null;
    if (page.length < pageRows) break;
  }
  out.end();
  await finished(out);
  return { name: table.name, rows, bytes, sha256: hash.digest('hex') };
}

/**
 * Copies a stored file into the staging folder, where the tar reads it: from a bucket as from a
 * folder. Answers its size and SHA-256.
 */
async function copyOut(storage: FileStorage, key: string, staging: string, folder: Folder) {
  const stored = await storage.get(key);
  // Listed a moment ago: a file gone since was deleted while the export ran.
  if (!stored)
    throw new TransferRefusal(`${folder}/${key} went away during the export; run it again.`);
  const target = path.join(staging, fileEntry(folder, key));
  await mkdir(path.dirname(target), { recursive: true });
  await pipeline(stored.body, createWriteStream(target, { flags: 'wx' }));
  return digestOf(target);
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Writes the whole state of the portal into `file`: every table's rows, read in one snapshot,
 * and the stored files of uploads, hosted games and artwork, from the bucket or the folders. The
 * embedded database's own folder, its lock and the development outbox file are not state and stay
 * out. The file appears only once complete; an existing file is never overwritten.
 */
export async function exportPortal(
  database: Database,
  config: TransferConfig,
  file: string,
  pageRows = EXPORT_PAGE_ROWS,
): Promise<Manifest> {
  const target = path.resolve(file);
  if (await exists(target)) throw new TransferRefusal(`${file} already exists; name a new file.`);
  const staging = await mkdtemp(path.join(tmpdir(), 'portal-export-'));
  const partial = `${target}.${randomBytes(4).toString('hex')}.partial`;
  try {
    await mkdir(path.join(staging, 'tables'));
    await mkdir(path.join(staging, 'files'));
    const tables = portalTables();
    const { schema, counted } = await database.db.transaction(
      async (tx) => {
        const counted = [];
        for (const table of tables) {
          counted.push(
            await writeTable(tx, table, path.join(staging, tableEntry(table.name)), pageRows),
          );
        }
        return { schema: await schemaVersion(tx), counted };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );

    const files: StoredFile[] = [];
    for await (const { folder, storage, key } of carriedFiles(config)) {
      files.push({ folder, path: key, ...(await copyOut(storage, key, staging, folder)) });
    }

    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      schema,
      exportedAt: new Date().toISOString(),
      databaseKind: database.kind,
      tables: counted,
      files,
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await create({ gzip: true, file: partial, cwd: staging, portable: true }, [
      MANIFEST,
      ...tables.map((table) => tableEntry(table.name)),
      ...files.map((stored) => fileEntry(stored.folder, stored.path)),
    ]);
    await rename(partial, target);
    return manifest;
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}
