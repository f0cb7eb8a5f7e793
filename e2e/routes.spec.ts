import { expect, test } from '@playwright/test';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

test('an unknown path lands on NotFound', async ({ page }) => {
  await page.goto('/pc/no/such/page');
  await expect(page).toHaveURL(/\/pc\/error\/404$/);
  await expect(page.getByRole('heading', { name: "Sorry,this page doesn't exist." })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/pc$/);
});

test('the error pages and their aliases', async ({ page }) => {
  await page.goto('/server-error');
  await expect(page).toHaveURL(/\/pc\/error\/500$/);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await page.goto('/pc/error/link-expired');
  await expect(page.getByRole('heading', { name: 'The link has expired.' })).toBeVisible();
  // The site's own hourglass, not a font emoji that shows as a box where no emoji font is.
  await expect(page.locator('main svg').first()).toBeVisible();
  expect(await page.locator('main').innerText()).not.toMatch(/\p{Extended_Pictographic}/u);
});

/**
 * The suite's server has no mobile site (the default: phones stay, e2e/phone.spec.ts): here the
 * client config names one, as the server does when MOBILE_SITE_URL is set.
 */
const MOBILE_SITE_URL = 'https://m.playhaven.example/';

test.describe('on a phone, with a mobile site configured', () => {
  test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page }) => {
    // The config the page arrives with (its first answers), which Home and a game's page carry.
    await page.route(
      (url) => url.pathname.startsWith('/pc'),
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /(<script type="application\/json" id="first-answers">)(.*?)(<\/script>)/s,
          (_, open: string, json: string, close: string) => {
            const answers = JSON.parse(json) as Record<string, Record<string, unknown>>;
            const config = answers['/api/guest/client/config?'];
            if (config) config.mobileSiteUrl = MOBILE_SITE_URL;
            return `${open}${JSON.stringify(answers).replaceAll('<', '\\u003c')}${close}`;
          },
        );
        await route.fulfill({ response, body: html });
      },
    );
  });

  test('Home sends the browser to the mobile site', async ({ page }) => {
    await page.route(`${MOBILE_SITE_URL}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Mobile site</title>' }),
    );
    await page.goto('/pc');
    await page.waitForURL((url) => url.href.startsWith(MOBILE_SITE_URL));
    expect(page.url()).toBe(MOBILE_SITE_URL);
  });

  test('a game page sends it there with the appId', async ({ page }) => {
    await page.route(`${MOBILE_SITE_URL}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Mobile site</title>' }),
    );
    await page.goto('/pc/game/1003');
    await page.waitForURL((url) => url.href.startsWith(MOBILE_SITE_URL));
    expect(new URL(page.url()).searchParams.get('appId')).toBe('1003');
  });
});

test('share links open Home or the game and keep their query values', async ({ page }) => {
  await page.goto('/pc/news/?shareType=1&appId=1001&channelId=77&lp=autumn');
  await expect(page).toHaveURL(/\/pc\/game\/1001$/);
  const saved = await page.evaluate(() => window.localStorage.getItem('shareQuery'));
  expect(JSON.parse(saved ?? '{}')).toMatchObject({
    channelId: '77',
    lp: 'autumn',
    shareType: '1',
  });

  await page.goto('/pc/game/list?shareType=0');
  await expect(page).toHaveURL(/\/pc$/);

  await page.goto('/pc#1005_invite');
  await expect(page).toHaveURL(/\/pc\/game\/1005$/);
});

test('the login box opens from the header, traps focus and closes on Escape', async ({ page }) => {
  await page.goto('/pc/game/list');
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in or sign up' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('tab', { name: 'Login' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Sign up' })).toBeFocused();
  await expect(dialog.getByRole('tab', { name: 'Sign up' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('Support asks for a login first', async ({ page }) => {
  await page.goto('/pc');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Support' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Log in or sign up' })).toBeVisible();
  await expect(page).toHaveURL(/\/pc$/);
});
