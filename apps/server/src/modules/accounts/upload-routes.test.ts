import { readdir } from 'node:fs/promises';
import { AVATAR_MAX_BYTES, Code, endpoints, type Session } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestLogin, PNG, tokensOf } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { uploadFolder } from './upload-service.js';

let t: TestApp;
let player: Session;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  player = await guestLogin(t);
});
afterAll(() => t.close());

/** A multipart body with one file part, as a browser's FormData sends it. */
function multipart(
  bytes: Buffer,
  options: { field?: string; filename?: string; type?: string } = {},
) {
  const boundary = '----portal-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'attachData'}"; ` +
      `filename="${options.filename ?? 'avatar.png'}"\r\nContent-Type: ${options.type ?? 'image/png'}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (
  bytes: Buffer,
  options: Parameters<typeof multipart>[1] = {},
  session: Session | null = player,
) =>
  t.call<{ attachUrl: string } | null>({
    method: 'POST',
    url: endpoints.upload.path,
    ...multipart(bytes, options),
    ...(session ? { cookies: tokensOf(session) } : {}),
  });

describe('POST /api/user/client/upload', () => {
  it('stores a PNG and serves it with its type, nosniff, inline and a long cache', async () => {
    const res = await upload(PNG);
    expect(res.body.code).toBe(200);
    const url = res.body.data?.attachUrl ?? '';
    expect(url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
  });

  it("takes the publisher's field attachData, or our former name file, and answers attachUrl", async () => {
    for (const field of ['attachData', 'file']) {
      const res = await upload(PNG, { field });
      expect(res.body.code, field).toBe(200);
      expect(Object.keys(res.body.data ?? {})).toEqual(['attachUrl']);
      expect(res.body.data?.attachUrl).toMatch(/^\/uploads\//);
    }
    const withCommonFields = await t.call<{ attachUrl: string } | null>({
      method: 'POST',
      url: `${endpoints.upload.path}?locale=en&v=${Date.now()}`,
      ...multipart(PNG),
      cookies: tokensOf(player),
    });
    expect(withCommonFields.body.code).toBe(200);
  });

  it('judges by the bytes: a PNG named .txt is stored as a PNG', async () => {
    const res = await upload(PNG, { filename: 'notes.txt', type: 'text/plain' });
    const served = await t.app.inject({ method: 'GET', url: res.body.data?.attachUrl ?? '' });
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses a text file renamed to .png', async () => {
    const res = await upload(Buffer.from('<script>alert(1)</script>\n'), {
      filename: 'avatar.png',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: Code.BAD_REQUEST,
      msg: 'Please upload a PNG, JPEG, GIF or WebP image.',
      data: null,
    });
  });

  it('accepts exactly 5 MB and refuses 5 MB and one byte with the exact text', async () => {
    const padded = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);
    expect((await upload(padded(AVATAR_MAX_BYTES))).body.code).toBe(200);
    const res = await upload(padded(AVATAR_MAX_BYTES + 1));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: Code.BAD_REQUEST,
      msg: "You can't upload more than 5M, please reupload",
      data: null,
    });
  });

  it('wants a signed-in player and a part named attachData', async () => {
    const anonymous = await upload(PNG, {}, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(Code.UNAUTHORIZED);
    const wrongField = await upload(PNG, { field: 'picture' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.code).toBe(Code.MISSING_FIELD);
    const notMultipart = await t.call({
      method: 'POST',
      url: endpoints.upload.path,
      payload: { file: 'x' },
      cookies: tokensOf(player),
    });
    expect(notMultipart.body.code).toBe(Code.BAD_REQUEST);
  });

  it("takes the session from the form's fields after the file, as the publisher's client sends it", async () => {
    const boundary = '----portal-test-boundary';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const form = (userToken: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="attachData"; filename="blob"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        PNG,
        Buffer.from(
          `\r\n${field('userId', String(player.userId))}${field('userToken', userToken)}` +
            `${field('v', String(Date.now()))}${field('locale', 'en_US')}--${boundary}--\r\n`,
        ),
      ]);
    const send = (userToken: string) =>
      t.call<{ attachUrl: string } | null>({
        method: 'POST',
        url: endpoints.upload.path,
        payload: form(userToken),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    const res = await send(player.h5Token);
    expect(res.body.code).toBe(200);
    expect(res.body.data?.attachUrl).toMatch(/^\/uploads\//);
    const wrong = await send('not-a-token');
    expect(wrong.body.code).toBe(Code.TOKEN_INVALID);
  });

  it('answers 404 for an upload that does not exist', async () => {
    for (const url of [
      '/uploads/AAAAAAAAAAAAAAAAAAAAAA',
      '/uploads/..%2f..%2fetc%2fpasswd',
      '/uploads/x',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: Code.NOT_FOUND });
    }
  });
});

describe('the upload quota', () => {
  let small: TestApp;
  let owner: Session;
  beforeAll(async () => {
    small = await createTestApp({
      seed: false,
      config: { UPLOAD_QUOTA_BYTES: String(AVATAR_MAX_BYTES + 1000) },
    });
    owner = await guestLogin(small);
  });
  afterAll(() => small.close());

  const send = (bytes: Buffer, session: Session = owner) =>
    small.call<{ attachUrl: string } | null>({
      method: 'POST',
      url: endpoints.upload.path,
      ...multipart(bytes),
      cookies: tokensOf(session),
    });
  const padded = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

  it('refuses with 4291 an upload past its player quota and keeps no file of it', async () => {
    expect((await send(padded(AVATAR_MAX_BYTES))).body.code).toBe(200);
    expect((await send(padded(900))).body.code).toBe(200);
    const over = await send(padded(200));
    expect(over.status).toBe(200);
    expect(over.body).toEqual({
      code: Code.STORAGE_QUOTA,
      msg: 'You have used all of your 5 MB of upload space.',
      data: null,
    });
    expect(await readdir(uploadFolder(small.config.DATA_DIR))).toHaveLength(2);
    // Another player has a quota of their own.
    expect((await send(padded(200), await guestLogin(small))).body.code).toBe(200);
  });

  it('lets concurrent uploads together stay within the quota', async () => {
    const player = await guestLogin(small);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send(padded(AVATAR_MAX_BYTES / 4), player)),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(4);
    expect(codes.filter((code) => code === Code.STORAGE_QUOTA)).toHaveLength(2);
  });
});
