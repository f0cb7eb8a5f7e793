import { describe, expect, it } from 'vitest';
import { testConfig } from './config.js';

describe('the games origin', () => {
  it('defaults to the other loopback name, a host of its own', () => {
    expect(testConfig({ PORT: '9000', GAMES_PORT: '9001' }).GAMES_ORIGIN).toBe(
      'http://127.0.0.1:9001',
    );
    expect(
      testConfig({ PUBLIC_URL: 'http://127.0.0.1:9000', GAMES_PORT: '9001' }).GAMES_ORIGIN,
    ).toBe('http://localhost:9001');
  });

  it('is refused on the host of PUBLIC_URL, whatever the port', () => {
    expect(() =>
      testConfig({ PUBLIC_URL: 'http://localhost:8080', GAMES_ORIGIN: 'http://localhost:8081' }),
    ).toThrow(/GAMES_ORIGIN: must be on another host than PUBLIC_URL \(both are on localhost\)/);
  });

  it('must be set when the portal has a name of its own', () => {
    expect(() => testConfig({ PUBLIC_URL: 'https://playhaven.example' })).toThrow(
      /GAMES_ORIGIN: required when PUBLIC_URL is on playhaven\.example/,
    );
    expect(
      testConfig({
        PUBLIC_URL: 'https://playhaven.example',
        GAMES_ORIGIN: 'https://games.playhaven-cdn.example',
      }).GAMES_ORIGIN,
    ).toBe('https://games.playhaven-cdn.example');
  });
});

describe('the osign secret', () => {
  it("defaults to the publisher client's public salt outside production, and is required in it", async () => {
    const { loadConfig, PUBLISHER_CLIENT_SALT } = await import('./config.js');
    expect(PUBLISHER_CLIENT_SALT).toBe('77230e94b5cd88d51a872031531bfecd');
    expect(loadConfig({ NODE_ENV: 'development' }).OSIGN_SECRET).toBe(PUBLISHER_CLIENT_SALT);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/OSIGN_SECRET/);
  });
});

describe('the shutdown drain', () => {
  it('is 3 s behind a proxy and none without one, unless set', () => {
    expect(testConfig({}).SHUTDOWN_DRAIN_MS).toBe(0);
    expect(testConfig({ TRUST_PROXY: '1' }).SHUTDOWN_DRAIN_MS).toBe(3_000);
    expect(testConfig({ TRUST_PROXY: '1', SHUTDOWN_DRAIN_MS: '0' }).SHUTDOWN_DRAIN_MS).toBe(0);
    expect(testConfig({ SHUTDOWN_DRAIN_MS: '500' }).SHUTDOWN_DRAIN_MS).toBe(500);
  });
});

describe('the public address of the bucket', () => {
  it('is an http(s) address, kept ending with /', () => {
    const bucket = { S3_BUCKET: 'portal-files' };
    expect(
      testConfig({ ...bucket, S3_PUBLIC_URL: 'https://cdn.example.com/files' }).S3_PUBLIC_URL,
    ).toBe('https://cdn.example.com/files/');
    expect(testConfig({ ...bucket, S3_PUBLIC_URL: '' }).S3_PUBLIC_URL).toBeUndefined();
    for (const bad of ['ftp://cdn.example.com/', 'cdn.example.com', 'javascript:alert(1)']) {
      expect(() => testConfig({ ...bucket, S3_PUBLIC_URL: bad }), bad).toThrow(/S3_PUBLIC_URL/);
    }
  });

  it('needs S3_BUCKET', () => {
    expect(() => testConfig({ S3_PUBLIC_URL: 'https://cdn.example.com/' })).toThrow(
      /S3_PUBLIC_URL: needs S3_BUCKET/,
    );
  });
});
