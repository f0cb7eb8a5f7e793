import { existsSync } from 'node:fs';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestLogin, PNG } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { startTestS3, TEST_BUCKET } from '../../../test/test-s3.js';
import { uploadPicture } from '../../../test/uploads.js';
import { createS3Client } from '../../lib/storage/s3-file-storage.js';
import { uploadFolder } from './upload-service.js';

let t: TestApp;
let s3: Awaited<ReturnType<typeof startTestS3>>;
beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp({
    seed: false,
    config: { S3_BUCKET: TEST_BUCKET, S3_PREFIX: 'portal/', AWS_ENDPOINT_URL_S3: s3.endpoint },
  });
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

describe('uploads with S3_BUCKET set', () => {
  it('keeps the picture in the bucket, not on the disk, and serves it as from a folder', async () => {
    const url = await uploadPicture(t, await guestLogin(t));
    const uploadId = url.split('/').at(-1) ?? '';

    const object = await (
      await createS3Client(s3.endpoint)
    ).send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: `portal/uploads/${uploadId}` }));
    expect(object.ContentType).toBe('image/png');
    expect(Buffer.from((await object.Body?.transformToByteArray()) ?? []).equals(PNG)).toBe(true);
    expect(existsSync(uploadFolder(t.config.DATA_DIR))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
});
