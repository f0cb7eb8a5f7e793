import { expect, test, type Page } from '@playwright/test';
import { accountMenu, logInByEmail, signUpByApi, uniqueEmail } from './account-helpers';
import {
  adminApi,
  adminPost,
  readAllMessages,
  realtimeBound,
  realtimeListening,
  userIdOf,
} from './admin-helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookieNoticeAccepted', '1'));
});

const messagesItem = (page: Page) => page.getByRole('menuitem', { name: /^Messages/ });
const newsLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^News/ });

/** Publishes a portal news story from the console. */
async function publishNews(baseURL: string | undefined, title: string, text: string) {
  const admin = await adminApi(baseURL ?? '');
  const story = await adminPost<{ newsId: number }>(admin, '/api/admin/news/create', {
    channel: 'portal',
    category: 'news',
    title,
    summary: text,
    coverUrl: '/dragon-dash/art/banner.webp',
    contentHtml: `<p>${text}</p>`,
  });
  await adminPost(admin, '/api/admin/news/publish', { newsId: story.newsId });
  await admin.dispose();
}

test('a message to a logged-in player lights the dot and raises the count, without a reload', async ({
  page,
  request,
  baseURL,
}) => {
  // Sign-up, login and two page loads before the subject: more than the default budget.
  test.slow();
  const email = uniqueEmail('realtime');
  await signUpByApi(request, { email }, 'realtime-pass');
  await page.goto('/pc');
  await logInByEmail(page, email, 'realtime-pass');
  await readAllMessages(page);
  const bound = realtimeBound(page);
  await page.reload();
  await bound;
  const avatarDot = accountMenu(page).locator('.red-dot');
  await expect(avatarDot).toHaveCount(0);
  // A marker that a reload would wipe.
  await page.evaluate(() => Object.assign(window, { sameLoad: true }));

  const admin = await adminApi(baseURL ?? '');
  await adminPost(admin, '/api/admin/messages/send', {
    audience: 'user',
    userId: await userIdOf(page),
    type: 'event',
    title: 'Double rewards this weekend',
    content: '<p>Every game pays double until Sunday.</p>',
  });

  await expect(avatarDot).toHaveCount(1);
  await accountMenu(page).click();
  await expect(messagesItem(page)).toHaveAccessibleName('Messages 1 unread');
  expect(await page.evaluate(() => 'sameLoad' in window)).toBe(true);

  await messagesItem(page).click();
  await page.getByRole('link', { name: /Double rewards this weekend/ }).click();
  await expect(page.getByText('Every game pays double until Sunday.')).toBeVisible();
  await expect(avatarDot).toHaveCount(0);
  await accountMenu(page).click();
  await expect(messagesItem(page)).toHaveAccessibleName('Messages');
  await admin.dispose();
});

test('published news lights the News dot of a visitor; clicking News clears it', async ({
  page,
  baseURL,
}) => {
  const listening = realtimeListening(page);
  await page.goto('/pc/game/list');
  await listening;
  const news = newsLink(page);
  await expect(news).toHaveAccessibleName('News');

  await publishNews(baseURL, 'Season two is here', 'New levels in every game.');

  await expect(news).toHaveAccessibleName('News, unread');
  await news.click();
  await expect(page).toHaveURL(/\/pc\/news\/$/);
  await expect(news).toHaveAccessibleName('News');
  await page.reload();
  await expect(news).toHaveAccessibleName('News');
});

test('the socket is the raw WebSocket, with no SockJS; a network refusing it is served by SockJS', async ({
  page,
  baseURL,
}) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
  const infos: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/ws/user/init/info')) infos.push(request.url());
  });
  // News published by another spec lights a new visitor's dot too; the News seen first clears it.
  let listening = realtimeListening(page);
  await page.goto('/pc/news/');
  await listening;
  expect(sockets).toEqual(['/ws/user/init/websocket']);
  expect(infos).toEqual([]);

  // A proxy that refuses the raw socket's upgrade: the next attempt takes SockJS's way.
  await page.routeWebSocket(/\/ws\/user\/init\/websocket$/, (socket) => socket.close());
  sockets.length = 0;
  listening = realtimeListening(page);
  await page.goto('/pc/game/list');
  await listening;
  expect(infos.length).toBeGreaterThan(0);
  expect(sockets.at(-1)).toMatch(/^\/ws\/user\/init\/[^/]+\/[^/]+\/websocket$/);

  const news = newsLink(page);
  await expect(news).toHaveAccessibleName('News');
  await publishNews(baseURL, 'Through any proxy', 'Pushes reach every network.');
  await expect(news).toHaveAccessibleName('News, unread');
});

test('a new gift lights the Gift Center dot of a visitor; opening Gift Center clears it', async ({
  page,
  baseURL,
}) => {
  const gifts = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Gift Center/ });
  // A gift another spec opened lights a new visitor's dot too; the Gift Center seen first clears it.
  const caughtUp = realtimeListening(page);
  await page.goto('/pc/giftcenter');
  await caughtUp;
  await expect(gifts).toHaveAccessibleName('Gift Center');
  const listening = realtimeListening(page);
  await page.goto('/pc/game/list');
  await listening;
  await expect(gifts).toHaveAccessibleName('Gift Center');

  const admin = await adminApi(baseURL ?? '');
  await adminPost(admin, '/api/admin/gifts/create', {
    appId: 1001,
    title: `Dot pack ${Date.now().toString(36)}`,
  });

  await expect(gifts).toHaveAccessibleName('Gift Center, unread');
  await gifts.click();
  await expect(page).toHaveURL(/\/pc\/giftcenter/);
  await expect(gifts).toHaveAccessibleName('Gift Center');
  await page.reload();
  await expect(gifts).toHaveAccessibleName('Gift Center');
  await admin.dispose();
});

test('page views and the visit’s channel reach the server, signed', async ({ page }) => {
  const answers: Array<{ path: string; code: number }> = [];
  page.on('response', async (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/api/analytics/')) return;
    answers.push({ path, code: ((await response.json()) as { code: number }).code });
  });
  await page.goto('/pc?channelId=spring-promo&lp=landing-2&subChannelId=mail');
  await expect
    .poll(() => answers.map((answer) => answer.path).sort())
    .toEqual(['/api/analytics/source/attribution', '/api/analytics/source/tracking']);
  expect(answers.every((answer) => answer.code === 200)).toBe(true);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' }).click();
  await expect.poll(() => answers.length).toBe(3);
  // The channel is reported once per browser.
  await page.reload();
  await expect.poll(() => answers.length).toBe(4);
  expect(answers.filter((answer) => answer.path.endsWith('attribution'))).toHaveLength(1);
});
