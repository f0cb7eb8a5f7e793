import { expect, test, type Page } from '@playwright/test';
import {
  accountMenu,
  loggingIn,
  loginBox,
  logInByEmail,
  openLoginBox,
  signUpByApi,
  uniqueEmail,
} from './account-helpers';
import { latestCode } from './helpers';
import { readyGame } from './play-helpers';

/**
 * The site on a phone, with no separate mobile site configured (the suite's server runs the
 * default): an iPhone 13's screen and touch, in Chromium with a phone's user agent.
 */
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
test.use({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: PHONE_UA,
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookieNoticeAccepted', '1'));
  // Headless Chromium grants full screen without a gesture; a phone's browser refuses it unless
  // a tap of this page still counts (as e2e/full-screen.spec.ts does, a reload starts without).
  await page.addInitScript(() => {
    const request = Object.getOwnPropertyDescriptor(Element.prototype, 'requestFullscreen')
      ?.value as (this: Element, options?: FullscreenOptions) => Promise<void>;
    let tapped = false;
    addEventListener('pointerdown', (event) => (tapped ||= event.isTrusted), true);
    Element.prototype.requestFullscreen = function (this: Element, options?: FullscreenOptions) {
      if (!tapped) return Promise.reject(new TypeError('Permissions check failed'));
      tapped = false;
      return request.call(this, options);
    };
  });
});

/** Every page of the site a player reaches, with what shows it has drawn. */
const ROUTES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/pc',
    ready: (p) => expect(p.getByRole('heading', { name: 'Hot games' })).toBeVisible(),
  },
  {
    path: '/pc/game/list',
    ready: (p) => expect(p.getByRole('heading', { name: 'All games' })).toBeVisible(),
  },
  {
    path: '/pc/game/info/1001',
    ready: (p) => expect(p.getByRole('heading', { name: 'Number Merge 2048' })).toBeVisible(),
  },
  {
    path: '/pc/giftcenter',
    ready: (p) => expect(p.getByRole('heading', { name: 'Gift Center' })).toBeVisible(),
  },
  {
    path: '/pc/news/',
    ready: (p) => expect(p.getByRole('heading', { name: 'News and events' })).toBeVisible(),
  },
  {
    path: '/pc/news/detail?newsId=1',
    ready: (p) => expect(p.getByRole('article').first()).toBeVisible(),
  },
  { path: '/pc/support', ready: (p) => expect(p.getByRole('main')).toBeVisible() },
  { path: '/pc/support/new', ready: (p) => expect(p.getByRole('main')).toBeVisible() },
  { path: '/pc/user/info/', ready: (p) => expect(p.getByRole('main')).toBeVisible() },
  { path: '/pc/mymessage/', ready: (p) => expect(p.getByRole('main')).toBeVisible() },
  { path: '/pc/mygifts', ready: (p) => expect(p.getByRole('main')).toBeVisible() },
  {
    path: '/pc/error/404',
    ready: (p) =>
      expect(p.getByRole('heading', { name: "Sorry,this page doesn't exist." })).toBeVisible(),
  },
  {
    path: '/pc/error/500',
    ready: (p) => expect(p.getByRole('heading', { name: 'Something went wrong' })).toBeVisible(),
  },
  {
    path: '/pc/error/link-expired',
    ready: (p) => expect(p.getByRole('heading', { name: 'The link has expired.' })).toBeVisible(),
  },
];

/**
 * No sideways scroll: the page is no wider than the screen. A phone's browser widens its layout
 * to fit wider content and zooms out, so the screen's width is the measure, not innerWidth.
 */
async function expectNoSidewaysScroll(page: Page, path: string) {
  const width = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(
    scrollWidth,
    `${path} is ${scrollWidth}px wide on a ${width}px screen`,
  ).toBeLessThanOrEqual(width);
}

async function visitAll(page: Page, routes = ROUTES) {
  for (const route of routes) {
    await page.goto(route.path);
    await route.ready(page);
    // Every wait has a skeleton: none left means the page has its content.
    await expect(page.locator('.skeleton')).toHaveCount(0);
    await expectNoSidewaysScroll(page, route.path);
  }
}

test('no page scrolls sideways, signed out', async ({ page }) => {
  test.setTimeout(90_000);
  await visitAll(page);
});

test('no page scrolls sideways, signed in, and Home stays on this site', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('phone');
  await signUpByApi(request, { email }, 'phone-pass-1');
  await page.goto('/pc');
  await logInByEmail(page, email, 'phone-pass-1');
  expect(new URL(page.url()).pathname).toBe('/pc');
  await visitAll(page);
  await page.goto('/pc/game/1001');
  await readyGame(page, 'Number Merge 2048');
  await expectNoSidewaysScroll(page, '/pc/game/1001');
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the main pages and the login sheet fit', async ({ page }) => {
    test.setTimeout(60_000);
    await visitAll(
      page,
      ROUTES.filter((route) =>
        ['/pc', '/pc/game/list', '/pc/game/info/1001', '/pc/giftcenter', '/pc/news/'].includes(
          route.path,
        ),
      ),
    );
    await page.goto('/pc');
    const box = await openLoginBox(page);
    await expectSheet(page, box);
    await expectNoSidewaysScroll(page, 'the login sheet');
    await expectNothingCutOff(box);
    await box.getByRole('tab', { name: 'Sign up' }).tap();
    await expect(box.getByLabel('Verification code')).toBeVisible();
    await expectNothingCutOff(box);
  });
});

/** A dialog's content fits its width: nothing hides past its right edge. */
async function expectNothingCutOff(dialog: ReturnType<typeof loginBox>) {
  const { scrollWidth, clientWidth } = await dialog.evaluate((node) => ({
    scrollWidth: node.scrollWidth,
    clientWidth: node.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

async function expectSheet(page: Page, box: ReturnType<typeof loginBox>) {
  const size = page.viewportSize();
  const bounds = await box.boundingBox();
  expect(bounds).toMatchObject({ x: 0, y: 0, width: size?.width, height: size?.height });
}

test('the menu drawer opens, keeps the focus, closes on Escape and navigates', async ({ page }) => {
  await page.goto('/pc');
  const header = page.getByRole('banner');
  // The top menu's row is not shown on a phone: its items are in the drawer.
  await expect(header.getByRole('link', { name: 'Gift Center' })).toBeHidden();
  const button = header.getByRole('button', { name: 'Menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const size = await button.boundingBox();
  expect(size?.width).toBeGreaterThanOrEqual(44);
  expect(size?.height).toBeGreaterThanOrEqual(44);

  await button.tap();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button).toHaveAttribute('aria-controls', (await drawer.getAttribute('id')) ?? '');
  const links = drawer.getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(links).toHaveText(['Home', 'Games', 'Gift Center', 'News', 'Support']);
  await expect(drawer.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  for (const link of await links.all()) {
    expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }
  // Tab goes round inside the drawer.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await button.tap();
  await drawer.getByRole('link', { name: 'News' }).tap();
  await expect(page).toHaveURL(/\/pc\/news\/$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'News and events' })).toBeVisible();

  // Support asks for a login first: the drawer gives way to the login sheet.
  await button.tap();
  await drawer.getByRole('link', { name: 'Support' }).tap();
  await expect(drawer).toBeHidden();
  await expect(loginBox(page)).toBeVisible();
});

test('browse, search and start a game on a phone', async ({ page }) => {
  await page.goto('/pc');
  // Game rows are two tiles wide.
  const row = page.getByRole('region', { name: 'Hot games' });
  const cards = row.getByRole('link').filter({ has: page.getByRole('heading') });
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(first?.y).toBe(second?.y);
  expect((first?.width ?? 0) + (second?.width ?? 0)).toBeLessThan(390);

  await page.getByRole('banner').getByRole('combobox', { name: 'Search games' }).tap();
  await page.keyboard.type('snake');
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('link', { name: /Neon Snake/ })).toBeVisible();
  // The results take the screen's width, not the narrow box's.
  expect((await results.boundingBox())?.width).toBeGreaterThan(340);
  await expectNoSidewaysScroll(page, 'search results');
  await results.getByRole('link', { name: /Neon Snake/ }).tap();
  await expect(page.getByRole('heading', { name: 'Neon Snake', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Play now' }).tap();
  const box = loginBox(page);
  await expect(box).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await box.getByRole('button', { name: 'Play as guest' }).tap();
  await reloaded;
  await readyGame(page, 'Neon Snake');

  // The game fills the screen: no site header or footer, no desktop tools.
  await expect(page.getByRole('combobox', { name: 'Search games' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to desktop' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Play on mobile' })).toHaveCount(0);
  const frame = await page.locator('iframe[title="Neon Snake"]').boundingBox();
  expect(frame?.width).toBeCloseTo(390, 0);

  // A landscape game on an upright phone asks to be turned; the player may carry on upright.
  const turn = page.getByRole('region', { name: 'Turn your phone' });
  await expect(turn).toBeVisible();
  await turn.getByRole('button', { name: 'Play upright' }).tap();
  await expect(turn).toBeHidden();

  // Full screen is one tap away (the start came after the login's reload).
  const offer = page.getByRole('region', { name: 'Play in full screen' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Full screen' }).tap();
  await expect(offer).toBeHidden();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
});

test('turned sideways, a landscape game plays without the request to turn', async ({ page }) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await page.goto('/pc/game/1002');
  const box = loginBox(page);
  const reloaded = page.waitForEvent('load');
  await box.getByRole('button', { name: 'Play as guest' }).tap();
  await reloaded;
  await readyGame(page, 'Neon Snake');
  await expect(page.getByRole('region', { name: 'Turn your phone' })).toHaveCount(0);
  const frame = await page.locator('iframe[title="Neon Snake"]').boundingBox();
  expect(frame?.height).toBeCloseTo(390, 0);
  await expectNoSidewaysScroll(page, 'the game sideways');
});

test('sign up by e-mail through the login sheet', async ({ page }) => {
  const email = uniqueEmail('phone-signup');
  await page.goto('/pc');
  const box = await openLoginBox(page);
  await expectSheet(page, box);
  await box.getByRole('tab', { name: 'Sign up' }).tap();
  await box.getByRole('button', { name: 'Sign up with email instead' }).tap();
  await box.getByLabel('Email').fill(email);
  const since = new Date();
  await box.getByRole('button', { name: 'Get code' }).tap();
  await box.getByLabel('Verification code').fill(await latestCode(email, since));
  await box.getByLabel('Password', { exact: true }).fill('phone-pass-2');
  const confirm = box.getByLabel('Confirm password');
  await confirm.fill('phone-pass-2');
  // The field in use is in view inside the sheet.
  await expect(confirm).toBeInViewport();
  await loggingIn(page, () => box.getByRole('button', { name: 'Create account' }).tap());
  await expect(accountMenu(page)).toBeVisible();
  await expectNoSidewaysScroll(page, 'Home signed in');
});
