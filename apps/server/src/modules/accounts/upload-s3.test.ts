import { existsSync } from 'node:fs';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { Code, endpoints, type Profile, type Session } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestLogin, PNG, profile, tokensOf } from '../../../test/accounts.js';
import { signedQuery } from '../../../test/players.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { startTestS3, TEST_BUCKET } from '../../../test/test-s3.js';
import {
  addTicket,
  moreQuery,
  ticketDetail,
  ticketFields,
  ticketTypeId,
  writeTicket,
} from '../../../test/tickets.js';
import { uploadPicture } from '../../../test/uploads.js';
import { users } from '../../db/schema.js';
import { seedSupportContent } from '../../db/seed-support.js';
import { createS3Client } from '../../lib/storage/s3-file-storage.js';
import { uploadFolder } from './upload-service.js';

let t: TestApp;
let s3: Awaited<ReturnType<typeof startTestS3>>;
const bucketConfig = () => ({
  S3_BUCKET: TEST_BUCKET,
  S3_PREFIX: 'portal/',
  AWS_ENDPOINT_URL_S3: s3.endpoint,
});
beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp({ seed: false, config: bucketConfig() });
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

describe('two processes on one database and one bucket', () => {
  it('share a picture: one stores it, the other serves it and takes it as the avatar', async () => {
    // Another process, on another machine: a DATA_DIR of its own, the same bucket.
    const other = await createTestApp({ database: t.database, config: bucketConfig() });
    try {
      const player = await guestLogin(t);
      const url = await uploadPicture(t, player);
      const served = await other.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG)).toBe(true);
      const set = await other.call<Profile>({
        method: 'GET',
        url: endpoints.profileUpdate.path,
        query: signedQuery(other, endpoints.profileUpdate, { iconUrl: url, ...tokensOf(player) }),
      });
      expect(set.body.code).toBe(Code.SUCCESS);
      expect(set.body.data.iconUrl).toBe(url);
    } finally {
      await other.close();
    }
  });
});

describe('uploads with S3_PUBLIC_URL set as well', () => {
  let onBucket: TestApp;
  let publicBase: string;
  beforeAll(async () => {
    // s3rver answers anonymous reads at path-style addresses, as a public bucket does.
    publicBase = `${s3.endpoint}/${TEST_BUCKET}/`;
    onBucket = await createTestApp({
      seed: false,
      config: {
        S3_BUCKET: TEST_BUCKET,
        S3_PREFIX: 'site/',
        AWS_ENDPOINT_URL_S3: s3.endpoint,
        S3_PUBLIC_URL: publicBase,
      },
    });
    await seedSupportContent(onBucket.database.db);
  });
  afterAll(() => onBucket.close());

  const uploadsBase = () => `${publicBase}site/uploads/`;
  const setAvatar = (player: Session, iconUrl: string) =>
    onBucket.call<Profile>({
      method: 'GET',
      url: endpoints.profileUpdate.path,
      query: signedQuery(onBucket, endpoints.profileUpdate, { iconUrl, ...tokensOf(player) }),
    });
  const storedIcon = async (userId: number) =>
    (
      await onBucket.database.db
        .select({ iconUrl: users.iconUrl })
        .from(users)
        .where(eq(users.userId, userId))
    )[0]?.iconUrl;

  it("answers the bucket's public address, where the picture is", async () => {
    const url = await uploadPicture(onBucket, await guestLogin(onBucket));
    expect(url).toMatch(new RegExp(`^${uploadsBase()}[A-Za-z0-9_-]{22}$`));
    const fetched = await fetch(url);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await fetched.arrayBuffer()).equals(PNG)).toBe(true);
    // The portal still serves the address it handed out before the setting.
    const uploadId = url.slice(uploadsBase().length);
    const served = await onBucket.app.inject({ method: 'GET', url: `/uploads/${uploadId}` });
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it("lets the site's pages show pictures from the bucket, even over http", async () => {
    const page = await onBucket.app.inject({ method: 'GET', url: '/profile' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`img-src [^;]*${s3.endpoint}`));
    expect(csp).toMatch(new RegExp(`frame-src [^;]*${s3.endpoint}`));
  });

  it('takes an avatar by either address, keeps the path, and shows the public one', async () => {
    const player = await guestLogin(onBucket);
    const url = await uploadPicture(onBucket, player);
    const uploadId = url.slice(uploadsBase().length);

    const set = await setAvatar(player, url);
    expect(set.body.code).toBe(200);
    expect(set.body.data.iconUrl).toBe(url);
    expect(await storedIcon(player.userId)).toBe(`/uploads/${uploadId}`);
    expect((await profile(onBucket, player)).body.data).toMatchObject({ iconUrl: url });
    // Sent back unchanged (as the site does with the whole form), it stays.
    expect((await setAvatar(player, url)).body.data.iconUrl).toBe(url);
    // The portal's path names the same upload.
    expect((await setAvatar(player, `/uploads/${uploadId}`)).body.data.iconUrl).toBe(url);
    expect(await storedIcon(player.userId)).toBe(`/uploads/${uploadId}`);

    // Another player's picture is refused by either address.
    const other = await guestLogin(onBucket);
    for (const address of [url, `/uploads/${uploadId}`]) {
      const refused = await setAvatar(other, address);
      expect(refused.body.code).toBe(Code.MISSING_FIELD);
      expect(await storedIcon(other.userId)).toBe('');
    }
  });

  it("names a ticket's screenshots at the public address", async () => {
    const player = await guestLogin(onBucket);
    const first = await uploadPicture(onBucket, player);
    const second = await uploadPicture(onBucket, player);
    const ticket = await writeTicket(onBucket, player, {
      attachments: JSON.stringify([{ attachmentUrl: first }]),
    });
    const more = await moreQuery(onBucket, player, {
      queryId: String(ticket.queryId),
      queryContent: 'Here is what it looks like now.',
      attachments: JSON.stringify([{ attachmentUrl: second.slice(uploadsBase().length) }]),
    });
    expect(more.body.data?.attachment).toEqual([{ attachmentUrl: second }]);

    const detail = await ticketDetail(onBucket, player, ticket.queryId);
    const attached = detail.body.data?.queryConvDetail.flatMap((line) => line.attachment);
    expect(attached).toEqual([{ attachmentUrl: first }, { attachmentUrl: second }]);

    const stranger = await guestLogin(onBucket);
    const refused = await addTicket(onBucket, stranger, {
      ...ticketFields(await ticketTypeId(onBucket, stranger)),
      attachments: JSON.stringify([{ attachmentUrl: first }]),
    });
    expect(refused.body.code).toBe(Code.MISSING_FIELD);
  });
});
