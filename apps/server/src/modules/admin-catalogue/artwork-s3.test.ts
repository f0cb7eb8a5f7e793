import { existsSync } from 'node:fs';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { adminCatalogueEndpoints as admin, Code, type AdminGame } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../../../test/accounts.js';
import { startBucketPortal, type BucketPortal } from '../../../test/bucket-portal.js';
import { TEST_BUCKET } from '../../../test/test-s3.js';
import { createS3Client } from '../../lib/storage/s3-file-storage.js';

let portal: BucketPortal;
beforeAll(async () => {
  portal = await startBucketPortal();
});
afterAll(() => portal.close());

describe('artwork with S3_BUCKET set', () => {
  it('keeps the picture in the bucket, and the games origin serves it from there', async () => {
    const { ada, gamesApp, s3, t } = portal;
    const game = await ada.call<AdminGame>(admin.gameCreate, { name: 'Bucket Painter' });
    const res = await ada.upload<AdminGame>(
      admin.gameArtwork,
      { appId: game.body.data.appId, kind: 'icon' },
      PNG,
      { name: 'art.png', type: 'image/png' },
    );
    expect(res.body.code).toBe(Code.SUCCESS);
    const pathname = new URL(res.body.data.iconUrl).pathname;
    const name = pathname.split('/').at(-1) ?? '';

    const head = await (
      await createS3Client(s3.endpoint)
    ).send(new HeadObjectCommand({ Bucket: TEST_BUCKET, Key: `artwork/${name}` }));
    expect(head.ContentType).toBe('image/png');
    expect(existsSync(t.config.ARTWORK_DIR)).toBe(false);

    const served = await gamesApp.inject({ method: 'GET', url: pathname });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await gamesApp.inject({ method: 'GET', url: '/artwork/none.png' });
    expect(missing.statusCode).toBe(404);
  });
});
