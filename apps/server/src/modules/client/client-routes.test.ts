import { clientConfigSchema } from '@portal/contracts';
import { catalogue } from '@portal/games/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testDevices } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { LINK_PRIVACY: 'https://legal.example.com/privacy' } });
});
afterAll(() => t.close());

describe('GET /api/guest/client/config', () => {
  it('returns the site configuration with the provider links and tags', async () => {
    const { body } = await t.call({ method: 'GET', url: '/api/guest/client/config?clientId=abc' });
    const data = clientConfigSchema.parse(body.data);
    expect(data.links.privacy).toBe('https://legal.example.com/privacy');
    expect(data.country).toBe('US');
    expect(data.telAreaCodeCountry.split(',')).toContain('US');
    expect(data.gamesOrigin).toBe(t.config.GAMES_ORIGIN);
    expect(data.isTestDevice).toBe(false);
    // No mobile site is configured: phones stay on this site.
    expect(data).not.toHaveProperty('mobileSiteUrl');
    // The site signs its osign requests with the key the server checks them against.
    expect(data.osignKey).toBe(t.config.OSIGN_SECRET);
    const tagNames = new Set(catalogue.flatMap((g) => g.tags));
    expect(data.tagList.map((tag) => tag.tagName).sort()).toEqual([...tagNames].sort());
  });

  it('names the mobile site when one is configured', async () => {
    const withMobile = await createTestApp({
      database: t.database,
      config: { MOBILE_SITE_URL: 'https://m.example.com/' },
    });
    try {
      const { body } = await withMobile.call({ method: 'GET', url: '/api/guest/client/config' });
      expect(clientConfigSchema.parse(body.data).mobileSiteUrl).toBe('https://m.example.com/');
    } finally {
      await withMobile.close();
    }
  });

  it('flags a test device by its client id', async () => {
    await t.database.db.insert(testDevices).values({ clientId: 'qa-device-1' });
    const flagged = clientConfigSchema.parse(
      (await t.call({ method: 'GET', url: '/api/guest/client/config?clientId=qa-device-1' })).body
        .data,
    );
    expect(flagged.isTestDevice).toBe(true);
  });
});
