import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { vi } from 'vitest';
import { createS3Client } from '../src/lib/storage/s3-file-storage.js';

export const TEST_BUCKET = 'portal-test';

/**
 * Starts a local S3-protocol server on 127.0.0.1 with one empty bucket, and gives the AWS SDK of
 * this test file its credentials and region through the environment, as a deployment would.
 * Answers its address (the server's AWS_ENDPOINT_URL_S3) and how to stop it.
 */
export async function startTestS3(): Promise<{
  endpoint: string;
  stop: () => Promise<void>;
  folder: string;
}> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
  vi.stubEnv('AWS_REGION', 'us-east-1');
  return {
    endpoint: `http://127.0.0.1:${port}`,
    folder,
    stop: async () => {
      vi.unstubAllEnvs();
      await server.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** Every key in the test bucket, as the S3 server lists them. */
export async function bucketKeys(endpoint: string): Promise<string[]> {
  const client = await createS3Client(endpoint);
  const listed = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
}
