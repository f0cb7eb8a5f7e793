import { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { HeadObjectCommandOutput, S3Client } from '@aws-sdk/client-s3';
import {
  checkKey,
  FileExistsError,
  sizeOf,
  partOf,
  weakEtag,
  type FileStorage,
} from './file-storage.js';

type Sdk = typeof S3Sdk;

/** Deletes sent at once when a folder goes. */
const DELETE_BATCH = 16;
let sdk: Promise<Sdk> | undefined;

/** The AWS SDK, loaded on first use: a portal without a bucket never loads it. */
const loadSdk = (): Promise<Sdk> => (sdk ??= import('@aws-sdk/client-s3'));

const statusOf = (s3: Sdk, error: unknown) =>
  error instanceof s3.S3ServiceException ? error.$metadata.httpStatusCode : undefined;

const isMissing = (s3: Sdk, error: unknown) =>
  error instanceof s3.NoSuchKey || error instanceof s3.NotFound || statusOf(s3, error) === 404;

const isTaken = (s3: Sdk, error: unknown) => [412, 409].includes(statusOf(s3, error) ?? 0);

/** `Content-Range` of a part: its first and last byte and the file's length. */
const CONTENT_RANGE = /^bytes (\d+)-(\d+)\/(\d+)$/;

const rangeHeader = (range: { start: number; end?: number }) =>
  `bytes=${range.start}-${range.end ?? ''}`;

/** What an object's answer says of the file, `size` bytes long. */
const describe = (
  object: { ContentType?: string; ETag?: string; LastModified?: Date },
  size: number,
) => ({
  size,
  contentType: object.ContentType,
  etag: object.ETag ?? weakEtag(size, object.LastModified),
  modified: object.LastModified ?? new Date(0),
});

/**
 * Files in an S3 bucket, each key under `prefix`. The client takes its endpoint, credentials and
 * region from the environment (AWS_ENDPOINT_URL_S3, AWS_ACCESS_KEY_ID, ...).
 */
export function createS3FileStorage(deps: {
  /** The client, made on first use. */
  client: () => Promise<S3Client>;
  bucket: string;
  prefix: string;
}): FileStorage {
  const { bucket, prefix } = deps;
  const ready = async () => ({ s3: await loadSdk(), client: await deps.client() });
  const keyOf = (key: string) => {
    checkKey(key);
    return `${prefix}${key}`;
  };

  /** What the bucket says of the object under `Key` (no body), or undefined when there is none. */
  const headOf = async (Key: string) => {
    const { s3, client } = await ready();
    try {
      return await client.send(new s3.HeadObjectCommand({ Bucket: bucket, Key }));
    } catch (error) {
      if (isMissing(s3, error)) return undefined;
      throw error;
    }
  };
  const exists = async (Key: string) => (await headOf(Key)) !== undefined;

  /** Every key that starts with `start`, a page of the listing at a time. */
  const keysUnder = async (start: string): Promise<string[]> => {
    const { s3, client } = await ready();
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new s3.ListObjectsV2Command({ Bucket: bucket, Prefix: start, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  };

  return {
    async put(key, body, contentType) {
      const Key = keyOf(key);
      // If-None-Match makes the refusal atomic where it is supported (AWS, MinIO...); the check
      // before it covers the servers that ignore it.
      if (await exists(Key)) throw new FileExistsError(key);
      const { s3, client } = await ready();
      try {
        await client.send(
          new s3.PutObjectCommand({
            Bucket: bucket,
            Key,
            Body: Buffer.isBuffer(body) ? body : body.stream,
            ContentType: contentType,
            ContentLength: sizeOf(body),
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        throw isTaken(s3, error) ? new FileExistsError(key) : error;
      }
    },

    async get(key, range) {
      const Key = keyOf(key);
      const { s3, client } = await ready();
      /** The file, when it holds none of the range: what it is, for the answer that says so. */
      const outside = (head: HeadObjectCommandOutput) => ({
        ...describe(head, head.ContentLength ?? 0),
        body: Readable.from([]),
        part: 'outside' as const,
      });
      let Range: string | undefined;
      if (range && 'suffix' in range) {
        // Not every S3-compatible server reads `bytes=-n`: the part is named from the length.
        const head = await headOf(Key);
        if (!head) return undefined;
        const part = partOf(range, head.ContentLength ?? 0);
        if (part === 'outside') return outside(head);
        Range = rangeHeader(part);
      } else if (range) {
        Range = rangeHeader(range);
      }
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket: bucket, Key, Range }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body');
        // A server that ignores the range sends the whole file, which is then served whole.
        const answered = CONTENT_RANGE.exec(object.ContentRange ?? '');
        return {
          ...describe(object, answered ? Number(answered[3]) : (object.ContentLength ?? 0)),
          body: object.Body,
          ...(answered && { part: { start: Number(answered[1]), end: Number(answered[2]) } }),
        };
      } catch (error) {
        if (isMissing(s3, error)) return undefined;
        if (Range === undefined || statusOf(s3, error) !== 416) throw error;
      }
      const stored = await headOf(Key);
      return stored && outside(stored);
    },

    async delete(key) {
      const Key = keyOf(key);
      const { s3, client } = await ready();
      await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key }));
    },

    async list(under) {
      const start = under === undefined ? prefix : `${keyOf(under)}/`;
      return (await keysUnder(start)).map((Key) => Key.slice(prefix.length)).sort();
    },

    async deleteFolder(under) {
      const { s3, client } = await ready();
      const keys = await keysUnder(`${keyOf(under)}/`);
      // Single deletes work on every S3-compatible server; sending a few at once keeps a large
      // game's cleanup short.
      for (let at = 0; at < keys.length; at += DELETE_BATCH) {
        await Promise.all(
          keys
            .slice(at, at + DELETE_BATCH)
            .map((Key) => client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key }))),
        );
      }
    },
  };
}

/**
 * A client for the bucket. With an endpoint of its own (a local or third-party S3 server) the
 * bucket is named in the path, as such servers expect, rather than in the host name.
 */
export async function createS3Client(endpoint?: string): Promise<S3Client> {
  const s3 = await loadSdk();
  return new s3.S3Client({
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    // A checksum only where S3 asks for one, so that servers that predate them accept the request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
