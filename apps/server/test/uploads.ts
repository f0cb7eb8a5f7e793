import { endpoints, UPLOAD_FILE_FIELD, type Session } from '@portal/contracts';
import { PNG, tokensOf } from './accounts.js';
import type { TestApp } from './test-app.js';

/**
 * A multipart body with one file part, as a browser's FormData sends it: named as the player's
 * upload names it unless `field` says otherwise (the console's uploads name it `file`).
 */
export function multipartFile(
  bytes: Buffer,
  filename = 'screenshot.png',
  type = 'image/png',
  field: string = UPLOAD_FILE_FIELD,
) {
  const boundary = '----portal-upload-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a picture through the upload endpoint and returns the URL it answered. */
export async function uploadPicture(t: TestApp, session: Session, bytes: Buffer = PNG) {
  const res = await t.call<{ attachUrl: string }>({
    method: 'POST',
    url: endpoints.upload.path,
    ...multipartFile(bytes),
    cookies: tokensOf(session),
  });
  if (res.body.code !== 200) throw new Error(`upload failed: ${res.body.code} ${res.body.msg}`);
  return res.body.data.attachUrl;
}
