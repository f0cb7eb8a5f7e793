import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkKey, FileExistsError, type FileStorage } from './file-storage.js';

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

const isTaken = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 412 || error.$metadata.httpStatusCode === 409);

/**
 * Files in an S3 bucket, each key under `prefix`. The client takes its endpoint, credentials and
 * region from the environment (AWS_ENDPOINT_URL_S3, AWS_ACCESS_KEY_ID, ...).
 */
export function createS3FileStorage(deps: {
  client: S3Client;
  bucket: string;
  prefix: string;
}): FileStorage {
  const { client, bucket, prefix } = deps;
  const keyOf = (key: string) => {
    checkKey(key);
    return `${prefix}${key}`;
  };

  const exists = async (Key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  };

  return {
    async put(key, bytes, contentType) {
      const Key = keyOf(key);
      // If-None-Match makes the refusal atomic where it is supported (AWS, MinIO...); the check
      // before it covers the servers that ignore it.
      if (await exists(Key)) throw new FileExistsError(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.length,
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        throw isTaken(error) ? new FileExistsError(key) : error;
      }
    },

    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body');
        return {
          body: object.Body,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType,
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
  };
}

/**
 * A client for the bucket. With an endpoint of its own (a local or third-party S3 server) the
 * bucket is named in the path, as such servers expect, rather than in the host name.
 */
export function createS3Client(env: NodeJS.ProcessEnv = process.env): S3Client {
  const ownEndpoint = Boolean(env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL);
  return new S3Client({
    forcePathStyle: ownEndpoint,
    // A checksum only where S3 asks for one, so that servers that predate them accept the request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
