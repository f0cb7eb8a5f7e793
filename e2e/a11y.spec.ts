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
import { adminApi, adminPost, openConsole, userIdOf } from './admin-helpers';
import { readyGame } from './play-helpers';
import { addTicket } from './ticket-helpers';

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
    // A lazily loaded route must not warn that it has nothing to show while it loads.
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/HydrateFallback/.test(message.text())) warnings.push(message.text());
    });

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
    expect(warnings).toEqual([]);
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
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(dialog(page, 'Log out')).toBeVisible();
    await sweep.check('log out dialog');
    await closeDialog(page, 'Log out');

    // A ticket's page, a message's page and the question before a message is deleted.
    const { ticketId } = await addTicket(page, 'The board froze after a merge.');
    await visit(page, sweep, `/pc/support/ticket/${ticketId}`);
    await page.goto('/pc/mymessage/');
    await page.getByRole('link', { name: /Welcome to Playhaven/ }).click();
    await expect(
      page.getByRole('heading', { name: 'Welcome to Playhaven', level: 1 }),
    ).toBeVisible();
    await sweep.check('message detail');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog(page, 'Delete message')).toBeVisible();
    await sweep.check('delete message dialog');
    await closeDialog(page, 'Delete message');

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

  test(`the console passes axe (${layout})`, async ({ browser, request }) => {
    test.setTimeout(360_000);
    // A player with a ticket, so the console's player and ticket pages have someone to show.
    const player = await pageIn(browser, options);
    await player.addInitScript(() => window.localStorage.setItem('cookieNoticeAccepted', '1'));
    const email = uniqueEmail(`axe-console-${layout}`);
    await signUpByApi(request, { email }, 'axe-pass-2');
    await player.goto('/pc');
    await logInByEmail(player, email, 'axe-pass-2');
    const userId = await userIdOf(player);
    const { ticketId } = await addTicket(player, 'Where did my stars go?');
    await player.context().close();

    const page = await pageIn(browser, options);
    const sweep = new AxeSweep(page);
    await page.goto('/admin/login');
    await sweep.check('console: sign in');
    await openConsole(page, '/admin/login');
    const links = await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link')
      .evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''));
    const details = [
      '/admin/games/new',
      '/admin/games/order',
      `/admin/games/${MERGE.appId}`,
      '/admin/news/new',
      '/admin/news/1',
      `/admin/support/${ticketId}`,
      `/admin/players/${userId}`,
    ];
    for (const href of [...links, ...details]) {
      await page.goto(href);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.locator('[aria-busy="true"], [aria-label="Loading"]')).toHaveCount(0);
      await sweep.check(`console: ${href}`);
      // The frame fits the phone: only a wide table scrolls, inside its own box.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        href,
      ).toBeLessThanOrEqual(0);
    }

    // The console's dialogs: a player's status, a new gift, and the question before a broadcast.
    await page.getByRole('button', { name: 'Freeze…' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await sweep.check('console: player status dialog');
    await page.keyboard.press('Escape');
    await page.goto('/admin/gifts');
    await page.getByRole('button', { name: 'New gift' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await sweep.check('console: new gift dialog');
    await page.keyboard.press('Escape');
    await page.goto('/admin/messages');
    await page.getByRole('radio', { name: 'All players' }).check();
    await page.getByLabel('Title').fill('Checking the question');
    await page.getByLabel('Content').fill('<p>Not sent.</p>');
    await page.getByRole('button', { name: 'Send to all players…' }).click();
    await expect(page.getByRole('dialog', { name: 'Send to all players?' })).toBeVisible();
    await sweep.check('console: broadcast question');
    await page.keyboard.press('Escape');
    await page.context().close();
    sweep.expectClean();
  });
}

test('the sweep reports what axe finds, in the page and in its frames', async ({ browser }) => {
  const page = await pageIn(browser, {});
  const sweep = new AxeSweep(page);
  const doc = (body: string) =>
    `<!doctype html><html lang="en"><title>Sweep</title><main><h1>Sweep</h1>${body}</main></html>`;
  await page.setContent(doc('<img src="data:,"><input type="text">'));
  await sweep.check('a page with an unnamed picture and field');
  const inFrame = '<!doctype html><html lang="en"><title>Frame</title><img src="data:,"></html>';
  await page.setContent(
    doc(`<iframe title="A frame" srcdoc="${inFrame.replaceAll('"', '&quot;')}"></iframe>`),
  );
  // The frame's document is there before its content: the picture is waited for.
  await expect(page.frameLocator('iframe').locator('img')).toHaveCount(1);
  await sweep.check('a frame with an unnamed picture');
  await page.context().close();
  expect(sweep.found.map((line) => line.replace(/ at .*/, ''))).toEqual([
    'a page with an unnamed picture and field: image-alt',
    'a page with an unnamed picture and field: label',
    'a frame with an unnamed picture: image-alt',
  ]);
});
