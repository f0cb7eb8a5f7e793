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
    // Right alone may move nothing (a 2048 board with both tiles on the right edge); right, down
    // and up always move something, and leave a cursor one step to the right.
    await canvas.press('ArrowRight');
    await canvas.press('ArrowDown');
    await canvas.press('ArrowUp');
    await page.waitForTimeout(500);
    const after = await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL());
    expect(after).not.toBe(before);
  });

  test(`${game.name} starts in a frame with no size yet, and draws once it has one`, async ({
    page,
    request,
  }) => {
    // A busy portal page may lay out its game frame only after the game's script has run.
    const info = await request.get(`/api/guest/app/detail?appId=${game.appId}`);
    const { data } = (await info.json()) as { data: GameDetail };
    const gamesOrigin = new URL(data.appIconUrl).origin;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(`${gamesOrigin}/frame-test`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<iframe title="${game.name}" src="/${game.slug}/" width="0" height="0"></iframe>`,
      }),
    );
    await page.goto(`${gamesOrigin}/frame-test`);
    // A frame with no size is not visible, so it is found by its element rather than gameFrame.
    const frame = await (await page.locator('iframe').elementHandle())?.contentFrame();
    if (!frame) throw new Error(`no frame for ${game.name}`);
    await frame.waitForLoadState('load');
    await page.waitForTimeout(300);
    await page.locator('iframe').evaluate((f: HTMLIFrameElement) => {
      f.width = '800';
      f.height = '600';
    });
    const canvas = frame.locator('canvas').first();
    await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.style.width)).toBe('800px');
    await expect.poll(() => paintedPixels(frame)).toBeGreaterThan(50);
    expect(errors).toEqual([]);
  });

  test(`${game.name} has its icon, banner and screenshots`, async ({ request }) => {
    const info = await request.get(`/api/guest/app/detail?appId=${game.appId}`);
    const { data } = (await info.json()) as { data: GameDetail };
    expect(data.screenshots.length).toBeGreaterThan(0);
    for (const url of [data.appIconUrl, data.bannerUrl, ...data.screenshots]) {
      const art = await request.get(url);
      expect(art.status(), url).toBe(200);
      expect(art.headers()['content-type']).toContain('image/webp');
    }
  });
}
