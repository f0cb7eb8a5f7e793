import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, TEST_BUCKET } from '../../../test/test-s3.js';
import {
  FileExistsError,
  type ByteRange,
  type FilePart,
  type FileStorage,
} from './file-storage.js';
import { createLocalFileStorage } from './local-file-storage.js';
import { createS3Client, createS3FileStorage } from './s3-file-storage.js';

const BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x0d, 0x0a, 0x1a, 0x0a]);
let serial = 0;
const newKey = (name = 'picture.png') => `case-${++serial}/${name}`;

const kinds: {
  name: string;
  open: () => Promise<{ storage: FileStorage; folder: string; stop: () => Promise<void> }>;
}[] = [
  {
    name: 'a local folder',
    open: async () => {
      const parent = await mkdtemp(path.join(tmpdir(), 'portal-files-'));
      const folder = path.join(parent, 'files');
      return {
        storage: createLocalFileStorage(folder),
        folder: parent,
        stop: () => rm(parent, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'an S3 bucket',
    open: async () => {
      const s3 = await startTestS3();
      const storage = createS3FileStorage({
        client: () => createS3Client(s3.endpoint),
        bucket: TEST_BUCKET,
        prefix: 'tests/',
      });
      return { storage, folder: s3.folder, stop: s3.stop };
    },
  },
];

describe.each(kinds)('file storage in $name', ({ open }) => {
  let storage: FileStorage;
  let stop: () => Promise<void>;
  let folder: string;
  beforeAll(async () => {
    ({ storage, stop, folder } = await open());
  });
  afterAll(() => stop());

  it('gives back the bytes and the type they were put with', async () => {
    const key = newKey();
    await storage.put(key, BYTES, 'image/png');
    const file = await storage.get(key);
    expect(file?.size).toBe(BYTES.length);
    expect(file?.contentType).toBe('image/png');
    expect(file && (await buffer(file.body))).toEqual(BYTES);
  });

  it('gives back the part of a file a range asks for', async () => {
    const key = newKey();
    const bytes = Buffer.from('0123456789');
    await storage.put(key, bytes, 'text/plain');
    const cases: [ByteRange, string | undefined, FilePart | 'outside'][] = [
      [{ start: 2, end: 4 }, '234', { start: 2, end: 4 }],
      [{ start: 7 }, '789', { start: 7, end: 9 }],
      [{ start: 8, end: 99 }, '89', { start: 8, end: 9 }],
      [{ suffix: 3 }, '789', { start: 7, end: 9 }],
      [{ suffix: 50 }, '0123456789', { start: 0, end: 9 }],
      [{ start: 10 }, '', 'outside'],
    ];
    for (const [range, text, part] of cases) {
      const file = await storage.get(key, range);
      expect(file?.part, JSON.stringify(range)).toEqual(part);
      expect(file?.size).toBe(bytes.length);
      expect(file && (await buffer(file.body)).toString()).toBe(text);
    }
    expect(await storage.get(newKey(), { start: 0 })).toBeUndefined();
  });

  it('tags each read of a file alike, and another file otherwise', async () => {
    const [key, other] = [newKey(), newKey()];
    await storage.put(key, BYTES, 'image/png');
    await storage.put(other, Buffer.from('other bytes'), 'image/png');
    const reads = await Promise.all([storage.get(key), storage.get(key), storage.get(other)]);
    for (const read of reads) read?.body.destroy();
    const [first, again, another] = reads;
    expect(first?.etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(again?.etag).toBe(first?.etag);
    expect(another?.etag).not.toBe(first?.etag);
    expect(Math.abs((first?.modified.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('answers undefined for a key with no file', async () => {
    expect(await storage.get(newKey())).toBeUndefined();
    expect(await storage.get('case-0')).toBeUndefined();
  });

  it('never replaces a stored file', async () => {
    const key = newKey();
    await storage.put(key, BYTES, 'image/png');
    await expect(storage.put(key, Buffer.from('other'), 'image/png')).rejects.toBeInstanceOf(
      FileExistsError,
    );
    const file = await storage.get(key);
    expect(file && (await buffer(file.body))).toEqual(BYTES);
  });

  it('deletes a file, and a missing one without complaint', async () => {
    const key = newKey();
    await storage.put(key, BYTES, 'image/png');
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    await storage.delete(key);
  });

  it('stores a stream of a given length, under a name as a zip gives it', async () => {
    const key = newKey('Level 1/Café sprite (2).png');
    await storage.put(
      key,
      { stream: Readable.from([BYTES.subarray(0, 4), BYTES.subarray(4)]), size: BYTES.length },
      'image/png',
    );
    const file = await storage.get(key);
    expect(file?.size).toBe(BYTES.length);
    expect(file && (await buffer(file.body))).toEqual(BYTES);
  });

  it('lists the files under a folder, and deletes a folder whole', async () => {
    const folderKey = `case-${++serial}`;
    const keys = ['a.png', 'b/c.png', 'b/d/e.png'].map((name) => `${folderKey}/${name}`);
    for (const key of keys) await storage.put(key, BYTES, 'image/png');
    await storage.put(`${folderKey}-beside/f.png`, BYTES, 'image/png');
    expect(await storage.list(folderKey)).toEqual(keys);
    expect(await storage.list(`${folderKey}/b`)).toEqual(keys.slice(1));
    expect(await storage.list()).toEqual(
      expect.arrayContaining([...keys, `${folderKey}-beside/f.png`]),
    );
    expect(await storage.list(`${folderKey}/none`)).toEqual([]);

    await storage.deleteFolder(`${folderKey}/b`);
    expect(await storage.list(folderKey)).toEqual(keys.slice(0, 1));
    await storage.deleteFolder(folderKey);
    await storage.deleteFolder(folderKey);
    expect(await storage.list(folderKey)).toEqual([]);
    expect(await storage.list(`${folderKey}-beside`)).toEqual([`${folderKey}-beside/f.png`]);
  });

  it.each([
    '../escape.png',
    'a/../../escape.png',
    '/etc/escape',
    'a\\..\\escape',
    '',
    'a//b',
    '.',
    'a\nb',
  ])('refuses the key %j, writing nothing', async (key) => {
    const before = await readdir(folder, { recursive: true });
    await expect(storage.put(key, BYTES, 'image/png')).rejects.toThrow('Not a storage key');
    await expect(storage.get(key)).rejects.toThrow('Not a storage key');
    await expect(storage.delete(key)).rejects.toThrow('Not a storage key');
    await expect(storage.list(key)).rejects.toThrow('Not a storage key');
    await expect(storage.deleteFolder(key)).rejects.toThrow('Not a storage key');
    expect(await readdir(folder, { recursive: true })).toEqual(before);
  });
});
