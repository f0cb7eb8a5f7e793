import { expect, test } from '@playwright/test';

test('a share link at the site root opens the game', async ({ page }) => {
  await page.goto('/?shareType=1&appId=1003');
  await expect(page).toHaveURL(/\/pc\/game\/1003$/);
  const saved = await page.evaluate(() => window.localStorage.getItem('shareQuery'));
  expect(JSON.parse(saved ?? '{}')).toMatchObject({ shareType: '1', appId: '1003' });
});

test('a game hash at the site root opens the game', async ({ page }) => {
  await page.goto('/#1005_invite');
  await expect(page).toHaveURL(/\/pc\/game\/1005$/);
});

test('a channel link at the site root keeps its query and sends a signed attribution', async ({
  page,
}) => {
  const attribution = page.waitForResponse((response) =>
    response.url().includes('/api/analytics/source/attribution'),
  );
  await page.goto('/?channelId=root-ch&lp=spring#top');
  await expect(page).toHaveURL(/\/pc\?channelId=root-ch&lp=spring#top$/);
  const response = await attribution;
  const sent = new URL(response.url()).searchParams;
  expect(sent.get('channelId')).toBe('root-ch');
  expect(sent.get('h5ChannelId')).toBe('root-ch');
  expect(sent.get('fingerId')).toBeTruthy();
  expect(sent.get('platform')).toBeTruthy();
  expect(((await response.json()) as { code: number }).code).toBe(200);
});
