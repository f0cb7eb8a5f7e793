import { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { checkKey, FileExistsError, type FileStorage } from './file-storage.js';

type Sdk = typeof S3Sdk;
let sdk: Promise<Sdk> | undefined;

/** The AWS SDK, loaded on first use: a portal without a bucket never loads it. */
const loadSdk = (): Promise<Sdk> => (sdk ??= import('@aws-sdk/client-s3'));

const statusOf = (s3: Sdk, error: unknown) =>
  error instanceof s3.S3ServiceException ? error.$metadata.httpStatusCode : undefined;

const isMissing = (s3: Sdk, error: unknown) =>
  error instanceof s3.NoSuchKey || error instanceof s3.NotFound || statusOf(s3, error) === 404;

const isTaken = (s3: Sdk, error: unknown) => [412, 409].includes(statusOf(s3, error) ?? 0);

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

  const exists = async (Key: string) => {
    const { s3, client } = await ready();
    try {
      await client.send(new s3.HeadObjectCommand({ Bucket: bucket, Key }));
      return true;
    } catch (error) {
      if (isMissing(s3, error)) return false;
      throw error;
    }
  };

  return {
    async put(key, bytes, contentType) {
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
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.length,
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        throw isTaken(s3, error) ? new FileExistsError(key) : error;
      }
    },

    async get(key) {
      const Key = keyOf(key);
      const { s3, client } = await ready();
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket: bucket, Key }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body');
        return {
          body: object.Body,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType,
        };
      } catch (error) {
        if (isMissing(s3, error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      const Key = keyOf(key);
      const { s3, client } = await ready();
      await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key }));
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
