import { buildGamesApp } from '../src/games-app.js';
import { signedInAdmin } from './admin-catalogue.js';
import { createTestApp } from './test-app.js';
import { startTestS3, TEST_BUCKET } from './test-s3.js';

/**
 * A portal whose files are in a bucket of a local S3 server, with its games origin (an instance
 * of its own, as another process would be: it knows the files only from the bucket) and a
 * signed-in admin. `config` adds settings (S3_PREFIX, S3_PUBLIC_URL...).
 */
export async function startBucketPortal(config: Record<string, string> = {}) {
  const s3 = await startTestS3();
  const t = await createTestApp({
    seed: false,
    config: { S3_BUCKET: TEST_BUCKET, AWS_ENDPOINT_URL_S3: s3.endpoint, ...config },
  });
  const gamesApp = await buildGamesApp(t.config);
  const ada = await signedInAdmin(t);
  return {
    s3,
    t,
    gamesApp,
    ada,
    async close() {
      await gamesApp.close();
      await t.close();
      await s3.stop();
    },
  };
}

export type BucketPortal = Awaited<ReturnType<typeof startBucketPortal>>;
