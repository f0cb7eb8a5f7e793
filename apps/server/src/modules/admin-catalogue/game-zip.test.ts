import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Code } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder, gameFiles, makeZip, type ZipEntryInput } from '../../../test/zips.js';
import { ApiError } from '../../lib/api-error.js';
import { GAME_ZIP_LIMITS, unpackGameZip, type ZipLimits } from './game-zip.js';

let work: string;
let counter = 0;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'game-zip-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** Writes the zip, unpacks it into a fresh folder; answers the folder and the outcome. */
async function unpack(zip: Buffer | ZipEntryInput[], limits: ZipLimits = GAME_ZIP_LIMITS) {
  counter += 1;
  const zipPath = path.join(work, `upload-${counter}.zip`);
  const target = path.join(work, `game-${counter}`);
  await writeFile(zipPath, Array.isArray(zip) ? makeZip(zip) : zip);
  const outcome = await unpackGameZip(zipPath, target, limits).then(
    (result) => ({ result, error: undefined }),
    (error: unknown) => ({ result: undefined, error }),
  );
  return { target, ...outcome };
}

async function expectRefused(
  zip: Buffer | ZipEntryInput[],
  code: number,
  limits: ZipLimits = GAME_ZIP_LIMITS,
) {
  const { target, error } = await unpack(zip, limits);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).code).toBe(code);
  expect((error as ApiError).httpStatus).toBe(400);
  expect(existsSync(target)).toBe(false);
  return error as ApiError;
}

describe('unpacking a game zip', () => {
  it('unpacks a zip with index.html at its root, stored and deflated files alike', async () => {
    const { target, result } = await unpack(gameFiles());
    expect(result).toEqual({ files: 3, bytes: expect.any(Number) as number });
    expect(await filesUnder(target)).toEqual(['art/icon.png', 'index.html', 'js/game.js']);
    expect(await readFile(path.join(target, 'js/game.js'), 'utf8')).toBe('console.log("play");');
  });

  it('takes the one top folder as the root when index.html is inside it', async () => {
    const { target, result } = await unpack(gameFiles('my-game/'));
    expect(result?.files).toBe(3);
    expect(await filesUnder(target)).toEqual(['art/icon.png', 'index.html', 'js/game.js']);
  });

  it('leaves out hidden files and the folders macOS adds', async () => {
    const { target } = await unpack([
      ...gameFiles(),
      { name: '.DS_Store', data: 'x' },
      { name: '__MACOSX/._index.html', data: 'x' },
      { name: 'js/.secret.json', data: '{}' },
    ]);
    expect(await filesUnder(target)).toEqual(['art/icon.png', 'index.html', 'js/game.js']);
  });

  it.each([
    ['a parent step', '../evil.js'],
    ['a parent step deeper in', 'js/../../evil.js'],
    ['an absolute path', '/etc/evil.js'],
    ['a drive path', 'C:/evil.js'],
    ['a backslash', 'js\\..\\..\\evil.js'],
    ['an empty segment', 'js//evil.js'],
  ])('refuses %s (%s) before writing anything', async (_case, name) => {
    const error = await expectRefused(
      [...gameFiles(), { name, data: 'alert(1)' }],
      Code.ZIP_UNSAFE_PATH,
    );
    expect(error.message).toContain(name);
  });

  it('refuses a link, whatever it points at', async () => {
    await expectRefused(
      [...gameFiles(), { name: 'js/lib.js', data: '../../../etc/passwd', mode: 0o120777 }],
      Code.ZIP_UNSAFE_PATH,
    );
  });

  it('refuses a zip without index.html at its root or in its one top folder', async () => {
    await expectRefused([{ name: 'game.html', data: '<p>' }], Code.ZIP_NO_INDEX);
    await expectRefused(
      [...gameFiles('one/'), { name: 'two/readme.txt', data: 'hi' }],
      Code.ZIP_NO_INDEX,
    );
    await expectRefused([{ name: 'a/b/index.html', data: '<p>' }], Code.ZIP_NO_INDEX);
  });

  it('refuses a file type a game may not use, naming it', async () => {
    const error = await expectRefused(
      [...gameFiles(), { name: 'tools/setup.exe', data: 'MZ' }],
      Code.ZIP_FILE_TYPE,
    );
    expect(error.message).toContain('tools/setup.exe');
    await expectRefused([...gameFiles(), { name: 'Makefile', data: 'all:' }], Code.ZIP_FILE_TYPE);
  });

  it('refuses what is not a zip', async () => {
    await expectRefused(Buffer.from('just some text, not an archive'), Code.ZIP_INVALID);
    await expectRefused(Buffer.alloc(0), Code.ZIP_INVALID);
    await expectRefused(makeZip(gameFiles()).subarray(0, 60), Code.ZIP_INVALID);
  });

  it('refuses two entries of one name, and a file that is also a folder', async () => {
    await expectRefused([...gameFiles(), { name: 'index.html', data: 'second' }], Code.ZIP_INVALID);
    await expectRefused([...gameFiles(), { name: 'js/game.js/x.js', data: '1' }], Code.ZIP_INVALID);
  });

  it('refuses a file that unpacks to more than it claims, and removes what it wrote', async () => {
    const bomb = { name: 'big.json', data: Buffer.alloc(100_000), deflate: true, claimedSize: 10 };
    await expectRefused([...gameFiles(), bomb], Code.ZIP_INVALID);
  });

  it('holds to the size and count limits', async () => {
    const files = gameFiles();
    const bytes = makeZip(files).length;
    await expectRefused(files, Code.ZIP_TOO_LARGE, { ...GAME_ZIP_LIMITS, maxBytes: bytes - 1 });
    await expectRefused(files, Code.ZIP_TOO_MANY_FILES, { ...GAME_ZIP_LIMITS, maxEntries: 3 });
    await expectRefused(files, Code.ZIP_UNPACKED_TOO_LARGE, {
      ...GAME_ZIP_LIMITS,
      maxUnpackedBytes: 50,
    });
    const exact = await unpack(files, { maxBytes: bytes, maxEntries: 4, maxUnpackedBytes: 1_000 });
    expect(exact.error).toBeUndefined();
  });

  it('judges the unpacked size the headers claim before unpacking', async () => {
    const claimed = { name: 'huge.bin', data: 'x', deflate: true, claimedSize: 2 ** 31 };
    await expectRefused([...gameFiles(), claimed], Code.ZIP_UNPACKED_TOO_LARGE);
  });
});
