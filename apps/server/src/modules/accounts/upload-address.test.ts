import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import { assetOrigins } from '../../lib/asset-url.js';
import { uploadAddresses } from './upload-address.js';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';
const onPortal = uploadAddresses(assetOrigins(testConfig({})));
const onBucket = uploadAddresses(
  assetOrigins(
    testConfig({
      S3_BUCKET: 'portal-files',
      S3_PREFIX: 'site/',
      S3_PUBLIC_URL: 'https://files.example.com/',
    }),
  ),
);
const PUBLIC = `https://files.example.com/site/uploads/${ID}`;

describe("the addresses of players' uploads", () => {
  it('are the portal path, or the public bucket address with S3_PUBLIC_URL', () => {
    expect(onPortal.publicUrl(ID)).toBe(`/uploads/${ID}`);
    expect(onBucket.publicUrl(ID)).toBe(PUBLIC);
  });

  it('show a stored avatar at the public address, and any other picture as it is', () => {
    expect(onBucket.picture(`/uploads/${ID}`)).toBe(PUBLIC);
    expect(onPortal.picture(`/uploads/${ID}`)).toBe(`/uploads/${ID}`);
    const google = 'https://lh3.googleusercontent.com/a/photo.jpg';
    expect(onBucket.picture(google)).toBe(google);
    expect(onBucket.picture('')).toBe('');
    // An address that only looks like an upload's on another site is not rewritten.
    expect(onBucket.picture(`https://elsewhere.example/uploads/${ID}`)).toBe(
      `https://elsewhere.example/uploads/${ID}`,
    );
  });

  it('read back the upload id from every address it was given at', () => {
    for (const address of [`/uploads/${ID}`, `https://portal.example/uploads/${ID}`, PUBLIC]) {
      expect(onBucket.idOf(address)).toBe(ID);
    }
    expect(onPortal.idOf(PUBLIC)).toBeUndefined();
    for (const other of [
      ID,
      `/uploads/${ID}x`,
      `/uploads/${ID}/`,
      `/uploads/../${ID}`,
      `https://files.example.com/site/uploads/${ID}?x=1`,
      `https://files.example.com/site/artwork/${ID}`,
      `javascript:/uploads/${ID}`,
    ]) {
      expect(onBucket.idOf(other), other).toBeUndefined();
    }
  });
});
