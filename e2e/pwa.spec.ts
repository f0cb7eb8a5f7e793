import { expect, test, type Page } from '@playwright/test';
import { siteStarted } from './helpers';

/** The width and height a PNG's header gives. */
const pngSize = (bytes: Buffer) => ({
  width: bytes.readUInt32BE(16),
  height: bytes.readUInt32BE(20),
});

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

test('the app manifest is linked, complete, and its icons are real PNGs of their sizes', async ({
  page,
}) => {
  await page.goto('/pc');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f1226');
  const res = await page.request.get(href ?? '');
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({
    short_name: 'Playhaven',
    start_url: '/pc',
    display: 'standalone',
    theme_color: '#0f1226',
    background_color: '#0f1226',
  });
  expect(manifest.name).toContain('Playhaven');
  for (const size of [192, 512]) {
    for (const purpose of ['any', 'maskable']) {
      const icon = manifest.icons.find(
        (i) => i.sizes === `${size}x${size}` && i.purpose === purpose,
      );
      expect(icon?.type, `${purpose} ${size}`).toBe('image/png');
      const file = await page.request.get(icon?.src ?? '');
      expect(file.status()).toBe(200);
      expect(pngSize(await file.body())).toEqual({ width: size, height: size });
    }
  }
});

test('the service worker registers and controls the page after a reload', async ({ page }) => {
  await page.goto('/pc');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await page.reload();
  expect(await controlled(page)).toBe(true);
  // The API is never answered from a cache: a request of it goes to the server.
  const fromWorker = await page.evaluate(async () => {
    const res = await fetch('/api/guest/client/config?clientId=x');
    return res.headers.get('content-type');
  });
  expect(fromWorker).toContain('application/json');
});

test('Share copies the game’s share link and says so, from the keyboard too', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // This browser has no system share sheet: the link goes to the clipboard.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined });
  });
  await page.goto('/pc/game/info/1002');
  await siteStarted(page);
  const share = page.getByRole('button', { name: 'Share' });
  await share.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${baseURL}/?shareType=1&appId=1002`);

  // The link opens the game (spec section 2: shareType 1).
  await page.goto(copied);
  await expect(page).toHaveURL(/\/pc\/game\/1002$/);
});

test('Share uses the system share sheet where the browser has one', async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.defineProperty(window, '__shared', { value: shared });
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  await page.goto('/pc/game/info/1002');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
    .toEqual([
      { title: 'Neon Snake', text: expect.any(String), url: `${baseURL}/?shareType=1&appId=1002` },
    ]);
});
