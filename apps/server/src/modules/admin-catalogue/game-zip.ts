import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  Code,
  HOSTED_GAME_FILE_TYPES,
  HOSTED_GAME_INDEX,
  HOSTED_ZIP_MAX_BYTES,
  HOSTED_ZIP_MAX_ENTRIES,
  HOSTED_ZIP_MAX_UNPACKED_BYTES,
  HOSTED_ZIP_PATH_MAX,
  messageFor,
} from '@portal/contracts';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ApiError } from '../../lib/api-error.js';

export interface ZipLimits {
  /** The zip file itself. */
  maxBytes: number;
  /** Every file once unpacked, together. */
  maxUnpackedBytes: number;
  /** Files and folders, as the zip's directory counts them. */
  maxEntries: number;
}

export const GAME_ZIP_LIMITS: ZipLimits = {
  maxBytes: HOSTED_ZIP_MAX_BYTES,
  maxUnpackedBytes: HOSTED_ZIP_MAX_UNPACKED_BYTES,
  maxEntries: HOSTED_ZIP_MAX_ENTRIES,
};

export interface UnpackedGame {
  files: number;
  bytes: number;
}

/** A refused zip; the entry at fault, if any, is named so the publisher can find it. */
export const refuseZip = (code: number, entry?: string) =>
  new ApiError(
    code,
    entry === undefined ? messageFor(code) : `${messageFor(code)} Entry: ${entry.slice(0, 160)}`,
    400,
  );

const UNIX = 3;
const TYPE_MASK = 0o170000;
const REGULAR_FILE = 0o100000;
const DIRECTORY = 0o040000;

/** The Unix file type of an entry made on Unix; 0 when the zip does not say. */
const unixType = (entry: Entry) =>
  entry.versionMadeBy >> 8 === UNIX ? (entry.externalFileAttributes >>> 16) & TYPE_MASK : 0;

const hasControlCharacter = (name: string) =>
  [...name].some((char) => {
    const code = char.charCodeAt(0);
    return code < 32 || code === 127;
  });

/**
 * Whether a name could write outside the folder it is unpacked into, on any system: a backslash
 * (a separator on Windows), an absolute or drive path, an empty, `.` or `..` segment.
 */
function isUnsafeName(name: string): boolean {
  if (name === '' || name.length > HOSTED_ZIP_PATH_MAX || hasControlCharacter(name)) return true;
  if (name.includes('\\') || name.startsWith('/') || /^[A-Za-z]:/.test(name)) return true;
  const segments = (name.endsWith('/') ? name.slice(0, -1) : name).split('/');
  return segments.some((segment) => segment === '' || segment === '.' || segment === '..');
}

/**
 * Left out of the game: hidden files and folders (the games origin never serves them) and the
 * resource forks macOS adds to the zips it makes.
 */
const isLeftOut = (segments: string[]) =>
  segments[0] === '__MACOSX' || segments.some((segment) => segment.startsWith('.'));

const FILE_TYPES = new Set<string>(HOSTED_GAME_FILE_TYPES);
const hasAllowedType = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && FILE_TYPES.has(fileName.slice(dot + 1).toLowerCase());
};

async function openZip(zipPath: string): Promise<ZipFile> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(zipPath, {
      lazyEntries: true,
      autoClose: false,
      // Names are decoded and judged here, with codes of our own, rather than by the reader.
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch {
    throw refuseZip(Code.ZIP_INVALID);
  }
  // Read failures also reach the reads that fail; unheard, this event would end the process.
  zip.on('error', () => undefined);
  return zip;
}

/**
 * Reads the zip's directory and judges every entry before anything is written: the files to
 * unpack, by their path inside the zip.
 */
async function listFiles(zip: ZipFile, limits: ZipLimits): Promise<Map<string, Entry>> {
  if (zip.entryCount > limits.maxEntries) throw refuseZip(Code.ZIP_TOO_MANY_FILES);
  const files = new Map<string, Entry>();
  let declaredBytes = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const name = yauzl.getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        entry.fileNameRaw,
        entry.extraFields,
        true,
      );
      const type = unixType(entry);
      // Links (and devices, pipes) are refused outright: a link could point anywhere.
      if (isUnsafeName(name) || (type !== 0 && type !== REGULAR_FILE && type !== DIRECTORY)) {
        throw refuseZip(Code.ZIP_UNSAFE_PATH, name);
      }
      const segments = name.split('/').filter((segment) => segment !== '');
      if (name.endsWith('/') || type === DIRECTORY || isLeftOut(segments)) continue;
      if (!entry.canDecodeFileData()) throw refuseZip(Code.ZIP_INVALID, name);
      if (!hasAllowedType(name)) throw refuseZip(Code.ZIP_FILE_TYPE, name);
      declaredBytes += entry.uncompressedSize;
      if (declaredBytes > limits.maxUnpackedBytes) throw refuseZip(Code.ZIP_UNPACKED_TOO_LARGE);
      if (files.has(name)) throw refuseZip(Code.ZIP_INVALID, name);
      files.set(name, entry);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw refuseZip(Code.ZIP_INVALID);
  }
  // A file whose path is also another file's folder cannot be unpacked as the zip says.
  for (const name of files.keys()) {
    const segments = name.split('/');
    for (let depth = 1; depth < segments.length; depth++) {
      if (files.has(segments.slice(0, depth).join('/'))) throw refuseZip(Code.ZIP_INVALID, name);
    }
  }
  return files;
}

/**
 * The folder of the zip that becomes the game's root: the zip's own root when it holds
 * index.html, else its one top folder when that holds index.html (as zipping a folder makes).
 */
function rootOf(names: string[]): string {
  if (names.includes(HOSTED_GAME_INDEX)) return '';
  const tops = new Set(names.map((name) => name.split('/')[0]));
  const [top] = tops;
  if (tops.size === 1 && top !== undefined && names.includes(`${top}/${HOSTED_GAME_INDEX}`)) {
    return `${top}/`;
  }
  throw refuseZip(Code.ZIP_NO_INDEX);
}

/** File-system refusals that an odd zip causes (two names one file on a case-blind disk). */
const ZIP_SHAPED_ERRORS = new Set(['EEXIST', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG']);

/** A failure of the disk itself (full, unwritable): the server's fault, not the zip's. */
const isDiskError = (error: unknown): boolean =>
  error instanceof Error &&
  typeof (error as NodeJS.ErrnoException).syscall === 'string' &&
  !ZIP_SHAPED_ERRORS.has((error as NodeJS.ErrnoException).code ?? '');

async function extract(
  zip: ZipFile,
  files: Map<string, Entry>,
  root: string,
  target: string,
  limits: ZipLimits,
): Promise<number> {
  let written = 0;
  for (const [name, entry] of files) {
    const destination = path.join(target, name.slice(root.length));
    // The names were judged already; this keeps a mistake there from ever writing elsewhere.
    if (!destination.startsWith(`${target}${path.sep}`))
      throw refuseZip(Code.ZIP_UNSAFE_PATH, name);
    await mkdir(path.dirname(destination), { recursive: true });
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        written += chunk.length;
        if (written > limits.maxUnpackedBytes) done(refuseZip(Code.ZIP_UNPACKED_TOO_LARGE));
        else done(null, chunk);
      },
    });
    await pipeline(
      await zip.openReadStreamPromise(entry),
      counter,
      createWriteStream(destination, { flags: 'wx' }),
    );
  }
  return written;
}

/**
 * Unpacks a game's zip into `target` (which must not exist yet) after checking it whole: its
 * size, its entry count, every path (no `..`, absolute path, backslash or link), every file type,
 * the declared unpacked size, and an index.html at the root or in the one top folder. The reader
 * also checks each file's real size against the declared one while unpacking. A refused zip
 * leaves nothing behind.
 */
export async function unpackGameZip(
  zipPath: string,
  target: string,
  limits: ZipLimits = GAME_ZIP_LIMITS,
): Promise<UnpackedGame> {
  const { size } = await stat(zipPath);
  if (size > limits.maxBytes) throw refuseZip(Code.ZIP_TOO_LARGE);
  const zip = await openZip(zipPath);
  try {
    const files = await listFiles(zip, limits);
    const root = rootOf([...files.keys()]);
    const folder = path.resolve(target);
    await mkdir(folder);
    try {
      return { files: files.size, bytes: await extract(zip, files, root, folder, limits) };
    } catch (error) {
      await rm(folder, { recursive: true, force: true });
      if (error instanceof ApiError || isDiskError(error)) throw error;
      throw refuseZip(Code.ZIP_INVALID);
    }
  } finally {
    zip.close();
  }
}
