import type { Readable } from 'node:stream';

/** A stored file as read back: its bytes as a stream, their length and the type it was put with. */
export interface StoredFile {
  body: Readable;
  size: number;
  /** The type given when the file was put (on a local folder, known from the name's extension). */
  contentType: string | undefined;
}

/**
 * Where the portal keeps files it was given (uploads, artwork): a local folder or an S3 bucket.
 * Keys are relative paths with `/` between parts; a file, once put, is never replaced.
 */
export interface FileStorage {
  /** Stores the bytes under a new key; a key already taken is refused with `FileExistsError`. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file under the key, or undefined when there is none. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Deletes the file under the key; a key with no file is no error. */
  delete(key: string): Promise<void>;
}

export class FileExistsError extends Error {
  constructor(key: string) {
    super(`A file is already stored under ${key}`);
    this.name = 'FileExistsError';
  }
}

const KEY_PART = /^[A-Za-z0-9_.-]+$/;

/**
 * Refuses a key that could reach outside the storage: an absolute path, a backslash, an empty,
 * `.` or `..` part, or any character beyond letters, digits and `_ . -`.
 */
export function checkKey(key: string): string[] {
  const parts = key.split('/');
  const bad = parts.some((part) => !KEY_PART.test(part) || part === '.' || part === '..');
  if (bad) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return parts;
}
