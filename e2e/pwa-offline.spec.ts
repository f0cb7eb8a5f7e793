import { LocalKey } from '@portal/contracts';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium';
import { paintedPixels } from './helpers';
import { openGameAsGuest, readyGame } from './play-helpers';

const MERGE = { appId: 1001, name: 'Number Merge 2048' };

/*
 * The suite's portal (localhost) and games origin (127.0.0.1) are two sites, and this Chromium
 * blocks third-party storage: a cross-site frame may not register a service worker. A deployment
 * puts the games origin on a host of the portal's own site (games.example.com beside
 * www.example.com), where the frame is same-site and keeps its worker; this browser is told to
 * treat the frame as such by allowing third-party storage.
 */
test.use({
  launchOptions: {
    ...CHROMIUM_LAUNCH,
    args: [...CHROMIUM_LAUNCH.args, '--disable-features=TrackingProtection3pcd'],
  },
});

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** The frame's (the games origin's) service worker has kept every built-in game's files. */
const gamesWorkerReady = (frame: Frame) =>
  frame.evaluate(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');

const pendingSaves = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), LocalKey.pendingSaves);

test('a built-in game played before opens and plays offline; its saves go out once online', async ({
  page,
  context,
}) => {
  const frame = await openGameAsGuest(page, MERGE.appId, MERGE.name);
  await expect.poll(() => gamesWorkerReady(frame)).toBe(true);
  await expect.poll(() => controlled(page)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Offline: your progress is kept on this device')).toBeVisible();
  const offline = await readyGame(page, MERGE.name);
  expect(await paintedPixels(offline)).toBeGreaterThan(0);
  const canvas = offline.locator('canvas').first();
  for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) await canvas.press(key);
  // The save that could not be sent waits on this device.
  await expect.poll(() => pendingSaves(page)).toContain(`"appId":${MERGE.appId}`);
  const waiting = JSON.parse((await pendingSaves(page)) ?? '[]') as Array<{ value: string }>;
  const value = waiting[0]?.value;
  expect(JSON.parse(value ?? 'null')).toMatchObject({ board: expect.any(Array) });

  await context.setOffline(false);
  await expect.poll(() => pendingSaves(page)).toBeNull();
  const stored = await page.request.get(
    `/api/user/game/data/load?appId=${MERGE.appId}&key=progress`,
  );
  const { data } = (await stored.json()) as { data: { value: string } };
  expect(data.value).toBe(value);
});
