import { expect, test, type Page, type Request } from '@playwright/test';
import { accountMenu } from './account-helpers';
import { openGameAsGuest } from './play-helpers';

const SNAKE = { appId: 1002, name: 'Neon Snake' };

/** Settles once a request to `path` has ended, answered or not (a blocked answer never shows). */
const requestEnded = (page: Page, path: string) =>
  new Promise<Request>((resolve) => {
    const ended = (request: Request) => {
      if (request.url().includes(path)) resolve(request);
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  });

const nicknameOf = async (page: Page): Promise<string> => {
  const response = await page.request.get('/api/user/profile/detail');
  const body = (await response.json()) as { data: { nickname: string } };
  return body.data.nickname;
};

test('a game can neither plant the session cookie nor act as the player with an image', async ({
  page,
}) => {
  // A guest login and a game start, on a machine that may be busy.
  test.setTimeout(60_000);
  const frame = await openGameAsGuest(page, SNAKE.appId, SNAKE.name);
  const site = new URL(page.url());
  // The games have a host of their own: cookies do not separate ports, hosts they do.
  expect(new URL(frame.url()).hostname).not.toBe(site.hostname);
  const before = await nicknameOf(page);

  const fired = requestEnded(page, '/api/user/profile/update');
  await frame.evaluate((portal) => {
    document.cookie = 'h5Token=planted; path=/api/user; max-age=31536000';
    new Image().src = `${portal}/api/user/profile/update?nickname=Pwned`;
  }, site.origin);
  await fired;

  const portalCookies = await page.context().cookies(site.origin);
  expect(portalCookies.filter((c) => c.value === 'planted')).toEqual([]);
  // Still signed in as the same player, on the next page as on every request.
  await page.goto('/pc');
  await expect(accountMenu(page)).toBeVisible();
  expect(await nicknameOf(page)).toBe(before);
});
