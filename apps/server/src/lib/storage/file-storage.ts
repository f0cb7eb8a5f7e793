import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a file, both counted in (to its last byte without `end`), or its last `suffix`. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/** The bytes of a file a range holds, both ends counted in. */
export interface FilePart {
  start: number;
  end: number;
}

/**
 * A stored file as read back: its bytes as a stream (all of them, or the part asked for), the
 * file's length and the type it was put with.
 */
export interface StoredFile {
  body: Readable;
  /** The whole file's length. */
  size: number;
  /** With a range asked for: the part `body` holds, or `outside` when the file has none of it. */
  part?: FilePart | 'outside';
  /** The type given when the file was put (on a local folder, known from the name's extension). */
  contentType: string | undefined;
  /** An entity tag of this version of the file, quoted as HTTP sends it. */
  etag: string;
  /** When the file was written. */
  modified: Date;
}

/**
 * The bytes of a file to put: in memory, or a stream of a known length (a large file, such as a
 * hosted game's, is never held whole; S3 needs the length before the first byte).
 */
export type FileBody = Buffer | { stream: Readable; size: number };

/**
 * Where the portal keeps files it was given (uploads, artwork, hosted games): a local folder or
 * an S3 bucket. Keys are relative paths with `/` between parts; a file, once put, is never
 * replaced.
 */
export interface FileStorage {
  /** Stores the bytes under a new key; a key already taken is refused with `FileExistsError`. */
  put(key: string, body: FileBody, contentType: string): Promise<void>;
  /** The file under the key (only `range` of it when given), or undefined when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredFile | undefined>;
  /** Deletes the file under the key; a key with no file is no error. */
  delete(key: string): Promise<void>;
  /** The keys of every file under the folder `under` (a key), or of every file; sorted. */
  list(under?: string): Promise<string[]>;
  /** Deletes every file under the folder `under` (a key); an empty folder is no error. */
  deleteFolder(under: string): Promise<void>;
}

export class FileExistsError extends Error {
  constructor(key: string) {
    super(`A file is already stored under ${key}`);
    this.name = 'FileExistsError';
  }
}

/**
 * A part of a key: not empty, `.` or `..`, with no separator of any system and no control
 * character. Hosted games keep the names their zip gave (spaces, accents), which a folder and a
 * bucket both hold as they are.
 */
const isKeyPart = (part: string) =>
  part !== '' &&
  part !== '.' &&
  part !== '..' &&
  !part.includes('\\') &&
  [...part].every((char) => char.charCodeAt(0) >= 32 && char.charCodeAt(0) !== 127);

/** Whether a text is a key the storage takes. */
export const isStorageKey = (key: string): boolean => key.split('/').every(isKeyPart);

/**
 * The parts of a key; one that could reach outside the storage (an absolute path, a backslash,
 * an empty, `.` or `..` part, a control character) is refused.
 */
export function checkKey(key: string): string[] {
  const parts = key.split('/');
  if (!parts.every(isKeyPart)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return parts;
}

/** The length of a body to put. */
export const sizeOf = (body: FileBody): number => (Buffer.isBuffer(body) ? body.length : body.size);

/** A weak entity tag of a file's length and time of writing, as @fastify/static makes them. */
export const weakEtag = (size: number, modified: Date | undefined): string =>
  `W/"${size.toString(16)}-${(modified?.getTime() ?? 0).toString(16)}"`;

/** The part of a file of `size` bytes that `range` holds, or `outside` when it holds none. */
export function partOf(range: ByteRange, size: number): FilePart | 'outside' {
  if ('suffix' in range) {
    return range.suffix === 0 || size === 0
      ? 'outside'
      : { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) return 'outside';
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}
