import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntryInput {
  /** The name exactly as stored, so tests can write the names a careful writer never would. */
  name: string;
  /** The file's bytes; a folder (a name ending in `/`) has none. */
  data?: string | Buffer;
  /** Unix mode with its file type (0o120777 is a link); stored as made on Unix. */
  mode?: number;
  /** Deflate instead of storing. */
  deflate?: boolean;
  /** The unpacked size the headers claim, when a test needs them to lie. */
  claimedSize?: number;
}

const UNIX_VERSION = (3 << 8) | 20;
const UTF8_NAMES = 0x0800;

/**
 * A zip archive written by hand, for tests: stored or deflated entries, Unix modes, any names.
 * Small enough to read against the format (APPNOTE 4.3): local headers with their data, the
 * central directory, then its end record.
 */
export function makeZip(entries: ZipEntryInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw = Buffer.from(entry.data ?? '');
    const data = entry.deflate ? deflateRawSync(raw) : raw;
    const size = entry.claimedSize ?? raw.length;
    const method = entry.deflate ? 8 : 0;
    const crc = crc32(raw);
    const mode = entry.mode ?? (entry.name.endsWith('/') ? 0o040755 : 0o100644);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(UNIX_VERSION, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE((mode << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);

    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A small game as a publisher would zip it: a start page, a script and a picture. */
export const gameFiles = (prefix = '', marker = 'hosted game') => [
  { name: `${prefix}index.html`, data: `<!doctype html><title>${marker}</title><canvas></canvas>` },
  { name: `${prefix}js/` },
  { name: `${prefix}js/game.js`, data: 'console.log("play");', deflate: true },
  { name: `${prefix}art/icon.png`, data: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
];

/** Every file under a folder (none when it does not exist), as sorted relative paths. */
export async function filesUnder(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}
