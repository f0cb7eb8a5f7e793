import { describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { assetOrigins, assetUrl, storedPathOf } from './asset-url.js';

const games = 'http://127.0.0.1:8081';
const onFolders = assetOrigins(testConfig({ GAMES_ORIGIN: games }));
const publicBucket = assetOrigins(
  testConfig({
    GAMES_ORIGIN: games,
    S3_BUCKET: 'portal-files',
    S3_PREFIX: 'site/',
    S3_PUBLIC_URL: 'https://files.example.com',
  }),
);

describe('the addresses of stored files', () => {
  it('are on the games origin without S3_PUBLIC_URL', () => {
    expect(assetUrl(onFolders, '/artwork/a.png')).toBe(`${games}/artwork/a.png`);
    expect(assetUrl(onFolders, '/hosted/7/vX/')).toBe(`${games}/hosted/7/vX/`);
    expect(assetUrl(onFolders, 'merge/art/icon.svg')).toBe(`${games}/merge/art/icon.svg`);
  });

  it("are the bucket's public ones for artwork and hosted games with it", () => {
    expect(assetUrl(publicBucket, '/artwork/a.png')).toBe(
      'https://files.example.com/site/artwork/a.png',
    );
    expect(assetUrl(publicBucket, '/hosted/7/vX/')).toBe(
      'https://files.example.com/site/hosted-games/7/vX/index.html',
    );
    // Built-in games and their art are not in the bucket.
    expect(assetUrl(publicBucket, '/merge/art/icon.svg')).toBe(`${games}/merge/art/icon.svg`);
    expect(assetUrl(publicBucket, 'https://cdn.example.com/x.png')).toBe(
      'https://cdn.example.com/x.png',
    );
  });

  it('read back as the stored path, from either address', () => {
    expect(storedPathOf(publicBucket, 'https://files.example.com/site/artwork/a.png')).toBe(
      '/artwork/a.png',
    );
    expect(storedPathOf(publicBucket, `${games}/artwork/a.png`)).toBe('/artwork/a.png');
    expect(storedPathOf(onFolders, 'https://files.example.com/site/artwork/a.png')).toBeUndefined();
    expect(storedPathOf(publicBucket, 'https://files.example.com/site/uploads/x')).toBeUndefined();
  });
});
