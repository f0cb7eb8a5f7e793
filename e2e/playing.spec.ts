import { readFile } from 'node:fs/promises';
import { expect, test, type Frame } from '@playwright/test';
import { accountMenu, agreeToPrivacy, loginBox, loggingIn, openLoginBox } from './account-helpers';
import { openGameAsGuest, playAsGuest, readyGame } from './play-helpers';

const MERGE = { appId: 1001, name: 'Number Merge 2048' };
const SNAKE = { appId: 1002, name: 'Neon Snake' };

const canvasImage = (frame: Frame) =>
  frame
    .locator('canvas')
    .first()
    .evaluate((c: HTMLCanvasElement) => c.toDataURL());

test('a game started while logged out opens the login box, then starts by itself', async ({
  page,
}) => {
  await page.goto(`/pc/game/info/${SNAKE.appId}`);
  await page.getByRole('button', { name: 'Play now' }).click();
  // Started from a page of the site, the box can be closed again.
  await expect(loginBox(page).getByRole('button', { name: 'Close' })).toBeVisible();
  await playAsGuest(page);
  await expect(page).toHaveURL(new RegExp(`/pc/game/${SNAKE.appId}$`));
  await readyGame(page, SNAKE.name);
});

test.describe('on a slow connection', () => {
  // The site's service worker would answer the delayed code from its cache, past the route.
  test.use({ serviceWorkers: 'block' });

  test('the game still opens once the guest login is through', async ({ page }) => {
    // The playing page's code arrives well after the page reloads under the new session.
    await page.route(/\/assets\/playing-game-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto(`/pc/game/info/${SNAKE.appId}`);
    await page.getByRole('button', { name: 'Play now' }).click();
    await playAsGuest(page);
    await expect(page).toHaveURL(new RegExp(`/pc/game/${SNAKE.appId}$`));
    await readyGame(page, SNAKE.name);
  });
});

test('a game opened from outside needs a login the box cannot skip', async ({ page }) => {
  await page.goto(`/pc/game/${SNAKE.appId}`);
  const box = loginBox(page);
  await expect(box).toBeVisible();
  await expect(box.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Log in to play ${SNAKE.name}` })).toBeVisible();
  await playAsGuest(page);
  await readyGame(page, SNAKE.name);
});

test('Number Merge keeps its board through a reload, and New game starts afresh', async ({
  page,
}) => {
  const frame = await openGameAsGuest(page, MERGE.appId, MERGE.name);
  const fresh = await canvasImage(frame);
  const saves = { sent: 0, answered: 0 };
  const isSave = (url: string) => url.includes('/api/user/game/data/save');
  page.on('request', (r) => {
    if (isSave(r.url())) saves.sent += 1;
  });
  page.on('requestfinished', (r) => {
    if (isSave(r.url())) saves.answered += 1;
  });
  const canvas = frame.locator('canvas').first();
  await canvas.press('ArrowLeft');
  await canvas.press('ArrowUp');
  await canvas.press('ArrowRight');
  await canvas.press('ArrowDown');
  // A burst of moves is saved once it has been quiet for a moment; wait for every save to land.
  await page.waitForTimeout(1_000);
  await expect.poll(() => saves.sent > 0 && saves.answered === saves.sent).toBe(true);
  const played = await canvasImage(frame);
  expect(played).not.toBe(fresh);

  const stored = await page.request.get(
    `/api/user/game/data/load?appId=${MERGE.appId}&key=progress`,
  );
  const { data } = (await stored.json()) as { data: { value: string } };
  expect(JSON.parse(data.value)).toMatchObject({ board: expect.any(Array) });

  await page.reload();
  const again = await readyGame(page, MERGE.name);
  await expect.poll(() => canvasImage(again)).toBe(played);

  await again.locator('canvas').first().press('KeyN');
  await expect.poll(() => canvasImage(again)).not.toBe(played);
});

test('recently played lists the game in the account menu, and its Play button opens it', async ({
  page,
}) => {
  await page.goto('/pc');
  const box = await openLoginBox(page);
  await loggingIn(page, () => box.getByRole('button', { name: 'Play as guest' }).click());
  await agreeToPrivacy(page);
  await accountMenu(page).click();
  await expect(page.getByText('No games yet.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/pc/game/info/${MERGE.appId}`);
  const recorded = page.waitForResponse((r) => r.url().includes('/api/user/app/play'));
  await page.getByRole('button', { name: 'Play now' }).click();
  expect(await (await recorded).json()).toMatchObject({ code: 200, data: { plays: 1 } });
  await readyGame(page, MERGE.name);

  await page.goto('/pc');
  await accountMenu(page).click();
  const item = page.getByRole('menuitem', { name: `Play ${MERGE.name}` });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/pc/game/${MERGE.appId}$`));
  await readyGame(page, MERGE.name);
});

test('leaving a game offers hot games to jump to', async ({ page }) => {
  await openGameAsGuest(page, MERGE.appId, MERGE.name);
  await page.getByRole('button', { name: 'Leave the game' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave the game' });
  await expect(dialog.getByRole('heading', { name: 'Hot games' })).toBeVisible();
  const hot = dialog.getByRole('listitem');
  await expect(hot.first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: `Play ${MERGE.name}` })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Leave the game' }).click();
  const next = dialog.getByRole('button', { name: /^Play / }).first();
  const name = ((await next.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  await next.click();
  await expect(page).not.toHaveURL(new RegExp(`/pc/game/${MERGE.appId}$`));
  await readyGame(page, name);
});

test('the shortcut downloads a .url file that opens the game on this site', async ({
  page,
  baseURL,
}) => {
  await openGameAsGuest(page, MERGE.appId, MERGE.name);
  await page.getByRole('button', { name: 'Add to desktop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to desktop' });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download shortcut' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${MERGE.name}.url`);
  const text = await readFile(await download.path(), 'utf8');
  expect(text).toContain('[InternetShortcut]');
  expect(text).toContain(`URL=${baseURL}/pc/game/${MERGE.appId}`);
  await expect(dialog.getByRole('status')).toContainText('Saved');
});

test('play on mobile shows a QR code with the time it has left', async ({ page }) => {
  await openGameAsGuest(page, MERGE.appId, MERGE.name);
  await page.getByRole('button', { name: 'Play on mobile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Play on mobile' });
  const code = dialog.getByRole('img', { name: `QR code to play ${MERGE.name} on a phone` });
  await expect(code).toBeVisible();
  expect(await code.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  await expect(dialog.getByText(/Expires in [45]:\d\d/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
});
