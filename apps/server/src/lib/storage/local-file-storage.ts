import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { checkKey, FileExistsError, partOf, weakEtag, type FileStorage } from './file-storage.js';
import { filesUnder } from './files-under.js';

/** The types of the extensions the portal stores; a name without one has no known type. */
const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

const hasCode = (error: unknown, code: string) =>
  error instanceof Error && 'code' in error && error.code === code;

/** Files in a folder of the local disk; nothing is ever written outside it. */
export function createLocalFileStorage(folder: string): FileStorage {
  const root = path.resolve(folder);
  const fileOf = (key: string) => {
    const file = path.join(root, ...checkKey(key));
    if (!file.startsWith(root + path.sep)) throw new Error(`Not a storage key: ${key}`);
    return file;
  };

  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside its place under a hidden name, then linked there whole: a reader never
      // sees half a file, and the link, unlike a rename, refuses a name already taken.
      const partial = path.join(path.dirname(file), `.${randomBytes(6).toString('hex')}.partial`);
      try {
        if (Buffer.isBuffer(body)) await writeFile(partial, body, { flag: 'wx' });
        else await pipeline(body.stream, createWriteStream(partial, { flags: 'wx' }));
        await link(partial, file);
      } catch (error) {
        throw hasCode(error, 'EEXIST') ? new FileExistsError(key) : error;
      } finally {
        await rm(partial, { force: true });
      }
    },

    async get(key, range) {
      const file = fileOf(key);
      const handle = await open(file).catch((error: unknown) => {
        if (hasCode(error, 'ENOENT') || hasCode(error, 'EISDIR')) return undefined;
        throw error;
      });
      if (!handle) return undefined;
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return undefined;
        }
        const contentType = TYPES[path.extname(file).toLowerCase()];
        const described = {
          size: stats.size,
          contentType,
          etag: weakEtag(stats.size, stats.mtime),
          modified: stats.mtime,
        };
        if (!range) return { ...described, body: handle.createReadStream() };
        const part = partOf(range, stats.size);
        if (part !== 'outside') return { ...described, part, body: handle.createReadStream(part) };
        await handle.close();
        return { ...described, part, body: Readable.from([]) };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    async list(under) {
      const folder = under === undefined ? root : fileOf(under);
      const prefix = under === undefined ? '' : `${under}/`;
      return (await filesUnder(folder)).map((relative) => `${prefix}${relative}`);
    },

    async deleteFolder(under) {
      await rm(fileOf(under), { recursive: true, force: true });
    },
  };
}
