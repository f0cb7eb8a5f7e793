import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { isStorageKey } from '../../lib/storage/file-storage.js';

/**
 * What an export file is: a gzip-compressed tar holding `manifest.json`, one JSON-lines file of
 * rows per table under `tables/`, and the stored files under `files/<folder>/`.
 */
export const FORMAT = 'portal-export';
export const FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';
/** An export or import the command line refuses, with the reason; nothing was written. */
export class TransferRefusal extends Error {}

export const tableEntry = (table: string) => `tables/${table}.jsonl`;
export const fileEntry = (folder: Folder, relative: string) => `files/${folder}/${relative}`;

/** The kinds of stored files, by the name an export gives their folders. */
export const FOLDERS = ['uploads', 'hosted-games', 'artwork'] as const;
export type Folder = (typeof FOLDERS)[number];

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().min(0);
/** A path inside a folder: a storage key, so relative, with forward slashes, never leaving it. */
const relativePath = z.string().refine(isStorageKey, 'is not a path inside its folder');

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int(),
  schema: z.object({ migrations: count, latest: z.string() }),
  exportedAt: z.string(),
  databaseKind: z.enum(['pglite', 'postgres']),
  tables: z.array(z.object({ name: z.string(), rows: count, bytes: count, sha256 })),
  files: z.array(z.object({ folder: z.enum(FOLDERS), path: relativePath, bytes: count, sha256 })),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type StoredFile = Manifest['files'][number];

/** The SHA-256 and size of a stream's bytes. */
export async function digestOfStream(body: Readable): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** The SHA-256 and size of a file, read as a stream. */
export const digestOf = (file: string) => digestOfStream(createReadStream(file));

/** "12 345 bytes" style sizes for the summaries. */
export const formatBytes = (bytes: number): string =>
  bytes < 1024
    ? `${bytes} bytes`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KiB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** The lines of a summary: rows per table, then the files and their bytes. */
export function summaryLines(manifest: Manifest): string[] {
  const width = Math.max(...manifest.tables.map((table) => table.name.length));
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const fileBytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  return [
    ...manifest.tables.map((table) => `  ${table.name.padEnd(width)}  ${table.rows}`),
    `${rows} rows in ${manifest.tables.length} tables; ` +
      `${manifest.files.length} files (${formatBytes(fileBytes)}).`,
  ];
}
