import { expect, test, type Page } from '@playwright/test';
import {
  accountMenu,
  loggingIn,
  logInByEmail,
  openLoginBox,
  RESEND_GAP_MS,
  signUpByApi,
  uniqueEmail,
  uniqueMobile,
} from './account-helpers';
import { AxeSweep, LAYOUTS, pageIn } from './a11y-helpers';
import { adminApi, adminPost, E2E_ADMIN, userIdOf } from './admin-helpers';
import { readyGame } from './play-helpers';

/**
 * axe (WCAG 2.1 A and AA, and best practice) on every route, a player's pages and dialogs, and
 * every console page, in the desktop and the phone layout. Each layout is one page walked through the site, signed up once,
 * so the sweep stays a few tests long.
 */
const MERGE = { appId: 1001, name: 'Number Merge 2048' };

const PUBLIC_ROUTES = [
  '/pc/game/list',
  '/pc/game/list?filter=hot',
  `/pc/game/info/${MERGE.appId}`,
  '/pc/news/',
  '/pc/news/detail?newsId=1',
  '/pc/giftcenter',
  '/pc/support',
  '/pc/error/404',
  '/pc/error/500',
  '/pc/error/link-expired',
];

const PLAYER_ROUTES = ['/pc/user/info/', '/pc/mygifts', '/pc/mymessage/', '/pc/support/new'];

async function visit(page: Page, sweep: AxeSweep, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await sweep.check(path);
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function closeDialog(page: Page, name: string): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog(page, name)).toBeHidden();
}

for (const [layout, options] of Object.entries(LAYOUTS)) {
  test(`every route passes axe (${layout})`, async ({ browser }) => {
    test.setTimeout(360_000);
    const page = await pageIn(browser, options);
    const sweep = new AxeSweep(page);

    // A first visit: Home with the cookie notice.
    await page.goto('/pc');
    await expect(page.getByRole('region', { name: /cookie/i })).toBeVisible();
    await sweep.check('Home with the cookie notice');
    await page
      .getByRole('button', { name: /accept|ok|got it/i })
      .first()
      .click();
    for (const path of PUBLIC_ROUTES) await visit(page, sweep, path);
    await page.context().close();
    sweep.expectClean();
  });

  test(`a player's pages and dialogs pass axe (${layout})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(360_000);
    const page = await pageIn(browser, options);
    await page.addInitScript(() => window.localStorage.setItem('cookieNoticeAccepted', '1'));
    const sweep = new AxeSweep(page);

    // A player with a password: their pages, the menu and change password.
    const email = uniqueEmail(`axe-${layout}`);
    await signUpByApi(request, { email }, 'axe-pass-1');
    await page.goto('/pc');
    await logInByEmail(page, email, 'axe-pass-1');
    for (const path of PLAYER_ROUTES) await visit(page, sweep, path);
    await accountMenu(page).click();
    await sweep.check('account menu (player)');
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    await expect(dialog(page, 'Change password')).toBeVisible();
    await sweep.check('change password dialog');
    await closeDialog(page, 'Change password');

    // Frozen, then banned, as the console decides.
    const userId = await userIdOf(page);
    const admin = await adminApi(baseURL ?? '');
    await adminPost(admin, '/api/admin/players/freeze', { userId, reason: 'Checking' });
    await page.context().clearCookies();
    await page.goto('/pc');
    await logInByEmail(page, email, 'axe-pass-1');
    await page.goto(`/pc/game/${MERGE.appId}`);
    await expect(dialog(page, 'Account frozen')).toBeVisible();
    await sweep.check('frozen dialog');
    await adminPost(admin, '/api/admin/players/ban', { userId, reason: 'Checking' });
    await admin.dispose();
    await page.goto('/pc/user/info/');
    await expect(dialog(page, 'Account banned')).toBeVisible();
    await sweep.check('banned dialog');

    await page.context().close();
    sweep.expectClean();
  });

  test(`the login box, a guest's dialogs and the playing page's dialogs pass axe (${layout})`, async ({
    browser,
  }) => {
    test.setTimeout(360_000);
    const page = await pageIn(browser, options);
    await page.addInitScript(() => window.localStorage.setItem('cookieNoticeAccepted', '1'));
    const sweep = new AxeSweep(page);
    await page.goto('/pc');
    const box = await openLoginBox(page);
    await sweep.check('login box: log in with mobile');
    const countries = box.getByRole('button', { name: /country code/ });
    await countries.click();
    await expect(box.getByRole('listbox', { name: 'Countries' })).toBeVisible();
    await sweep.check('login box: country picker');
    await page.keyboard.press('Escape');
    await expect(box.getByRole('listbox', { name: 'Countries' })).toBeHidden();
    await box.getByRole('button', { name: 'Log in with email instead' }).click();
    await sweep.check('login box: log in with e-mail');
    await box.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(box.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await sweep.check('login box: reset password');
    await box.getByRole('tab', { name: 'Sign up' }).click();
    await expect(box.getByRole('heading', { name: 'Sign up with mobile' })).toBeVisible();
    await sweep.check('login box: sign up with mobile');
    await box.getByRole('button', { name: 'Sign up with email instead' }).click();
    await sweep.check('login box: sign up with e-mail');

    // A guest: the privacy reminder, binding an account, and a game's own dialogs.
    await loggingIn(page, () => box.getByRole('button', { name: 'Play as guest' }).click());
    await expect(dialog(page, 'Privacy policy')).toBeVisible();
    await sweep.check('privacy reminder');
    await dialog(page, 'Privacy policy').getByRole('button', { name: 'Agree' }).click();
    await accountMenu(page).click();
    await sweep.check('account menu (guest)');
    await page.getByRole('menuitem', { name: /^Bind/ }).click();
    const bind = page.getByRole('dialog', { name: /^Bind/ });
    await expect(bind).toBeVisible();
    await sweep.check('bind account dialog');
    await page.keyboard.press('Escape');
    await expect(bind).toBeHidden();

    await page.goto(`/pc/game/${MERGE.appId}`);
    await readyGame(page, MERGE.name);
    await page.getByRole('button', { name: 'Leave the game' }).click();
    await expect(
      dialog(page, 'Leave the game').getByRole('heading', { name: 'Hot games' }),
    ).toBeVisible();
    await sweep.check('exit game dialog');
    await closeDialog(page, 'Leave the game');
    if (layout === 'desktop') {
      // The computer's own offers: a shortcut file and the QR code for a phone.
      await page.getByRole('button', { name: 'Add to desktop' }).click();
      await expect(dialog(page, 'Add to desktop')).toBeVisible();
      await sweep.check('shortcut dialog');
      await closeDialog(page, 'Add to desktop');
      await page.getByRole('button', { name: 'Play on mobile' }).click();
      await expect(
        dialog(page, 'Play on mobile').getByRole('img', { name: /^QR code/ }),
      ).toBeVisible();
      await sweep.check('QR code dialog');
      await closeDialog(page, 'Play on mobile');
    }
    await page.context().close();
    sweep.expectClean();
  });

  test(`the code help dialog passes axe (${layout})`, async ({ browser }) => {
    const page = await pageIn(browser, options);
    await page.addInitScript(() => window.localStorage.setItem('cookieNoticeAccepted', '1'));
    const sweep = new AxeSweep(page);
    // The page's own clock, so a code's countdown (a timer a second) can be run out at once.
    await page.clock.install();
    await page.goto('/pc');
    const box = await openLoginBox(page);
    await box.getByRole('tab', { name: 'Sign up' }).click();
    await box.getByLabel('Mobile number').fill(uniqueMobile());
    await box.getByRole('button', { name: 'Get code' }).click();
    await expect(box.getByRole('button', { name: /^Resend in \d+s$/ })).toBeVisible();
    await page.clock.runFor(RESEND_GAP_MS);
    await box.getByRole('button', { name: "Didn't receive the code?" }).click();
    await expect(dialog(page, "Didn't receive the code?")).toBeVisible();
    await page.clock.resume();
    await sweep.check('code help dialog');
    await page.context().close();
    sweep.expectClean();
  });

  test(`the console passes axe (${layout})`, async ({ browser }) => {
    test.setTimeout(360_000);
    const page = await pageIn(browser, options);
    const sweep = new AxeSweep(page);
    await page.goto('/admin/login');
    await sweep.check('console: sign in');
    await page.getByLabel('E-mail').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const nav = page.getByRole('navigation', { name: 'Console' });
    await expect(nav).toBeVisible();
    const links = await nav
      .getByRole('link')
      .evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''));
    for (const href of links) {
      await page.goto(href);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await sweep.check(`console: ${href}`);
    }
    await page.context().close();
    sweep.expectClean();
  });
}
