import type { GameDetail } from '@portal/contracts';
import { catalogue } from '@portal/games/catalogue';
import { expect, test } from '@playwright/test';
import { gameFrame, paintedPixels } from './helpers';
import { playAsGuest } from './play-helpers';

/** No catalogue entry may point at a game that does not play: each one loads, draws and reacts. */
for (const game of catalogue) {
  test(`${game.name} loads from the games origin, draws and answers input`, async ({ page }) => {
    await page.goto(`/pc/game/${game.appId}`);
    await playAsGuest(page);
    const frame = await gameFrame(page, game.name);
    expect(new URL(frame.url()).pathname).toBe(`/${game.slug}/`);
    await expect(page.getByRole('status').filter({ hasText: `Loading ${game.name}` })).toBeHidden();
    expect(await paintedPixels(frame)).toBeGreaterThan(50);

    const canvas = frame.locator('canvas').first();
    const before = await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL());
    await canvas.click();
    await canvas.press('Enter');
    await canvas.press('Space');
    await canvas.press('ArrowRight');
    await page.waitForTimeout(500);
    const after = await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL());
    expect(after).not.toBe(before);
  });

  test(`${game.name} has its icon, banner and screenshots`, async ({ request }) => {
    const info = await request.get(`/api/guest/app/detail?appId=${game.appId}`);
    const { data } = (await info.json()) as { data: GameDetail };
    expect(data.screenshots.length).toBeGreaterThan(0);
    for (const url of [data.appIconUrl, data.bannerUrl, ...data.screenshots]) {
      const art = await request.get(url);
      expect(art.status(), url).toBe(200);
      expect(art.headers()['content-type']).toContain('image/svg+xml');
    }
  });
}
