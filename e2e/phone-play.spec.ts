import { randomBytes } from 'node:crypto';
import { computeOsign, PROFILE_UPDATE_OSIGN } from '@portal/contracts';
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Frame,
  type Page,
} from '@playwright/test';
import { openGameAsGuest, readyGame } from './play-helpers';

const MERGE = { appId: 1001, name: 'Number Merge 2048' };
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/**
 * A phone: a 390 × 844 touch screen with a phone's user agent. The site sends phones to the
 * mobile site when one is configured; the suite's server names one that does not exist, so the
 * phone is told there is none and stays on this site, as it does when MOBILE_SITE_URL is unset.
 */
async function phoneContext(
  browser: Browser,
  baseURL: string | undefined,
): Promise<BrowserContext> {
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    userAgent: PHONE_UA,
  });
  // The suite's server names no mobile site, the default: phones stay on this site.
  return phone;
}

/** The game's picture, to tell whether a move changed the board. */
const picture = (frame: Frame) =>
  frame.evaluate(() => document.querySelector('canvas')?.toDataURL() ?? '');

/** A real finger: touch events through the browser, which makes the pointer events of a swipe. */
async function swipe(page: Page, dx: number, dy: number): Promise<void> {
  const box = await page.locator(`iframe[title="${MERGE.name}"]`).boundingBox();
  if (!box) throw new Error('no game frame');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 5; step += 1) {
    const touchPoints = [{ x: x + (dx * step) / 5, y: y + (dy * step) / 5 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Swipes left, then right: a fresh board of two tiles moves one way or the other. */
async function expectSwipeToMove(page: Page, frame: Frame): Promise<void> {
  const before = await picture(frame);
  await swipe(page, -150, 0);
  await swipe(page, 150, 0);
  await expect.poll(() => picture(frame)).not.toBe(before);
}

test('on a phone, Number Merge fills the screen and a swipe moves the board', async ({
  browser,
  baseURL,
}) => {
  const phone = await phoneContext(browser, baseURL);
  const page = await phone.newPage();
  const frame = await openGameAsGuest(page, MERGE.appId, MERGE.name);
  const canvas = frame.locator('canvas');
  const size = await canvas.boundingBox();
  expect(size?.width).toBeLessThanOrEqual(390);
  expect(await canvas.evaluate((c) => getComputedStyle(c).touchAction)).toBe('none');
  await expectSwipeToMove(page, frame);
  await phone.close();
});

test('a QR code hands the game to a phone: it asks, signs in as the player and starts', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  // The desktop player, named so the phone can say whose account it continues.
  await openGameAsGuest(page, MERGE.appId, MERGE.name);
  const cookies = Object.fromEntries(
    (await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]),
  );
  const tokens = {
    userId: cookies.userId ?? '',
    h5Token: cookies.h5Token ?? '',
    sdkToken: cookies.sdkToken ?? '',
  };
  const nickname = `Desk${randomBytes(3).toString('hex')}`;
  const renamed = await page.request.get('/api/user/profile/update', {
    params: {
      nickname,
      ...tokens,
      osign: computeOsign({ nickname, ...tokens }, PROFILE_UPDATE_OSIGN, ''),
    },
  });
  expect(await renamed.json()).toMatchObject({ code: 200 });
  const agreed = await page.request.get('/api/user/privacy/agree', { params: tokens });
  expect(await agreed.json()).toMatchObject({ code: 200 });

  const issued = page.waitForResponse((r) => r.url().includes('/api/user/client/qrcode'));
  await page.getByRole('button', { name: 'Play on mobile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Play on mobile' });
  await expect(dialog.getByRole('img', { name: /QR code to play/ })).toBeVisible();
  const { data } = (await (await issued).json()) as { data: { qrLink: string } };
  const link = new URL(data.qrLink);
  expect(link.searchParams.get('appId')).toBe(String(MERGE.appId));

  // The phone opens the link itself: this site's page of the game.
  expect(link.pathname).toBe(`/pc/game/info/${MERGE.appId}`);
  const phone = await phoneContext(browser, baseURL);
  const phonePage = await phone.newPage();
  await phonePage.goto(data.qrLink);
  const question = phonePage.getByRole('dialog', { name: `Continue as ${nickname}?` });
  await expect(question).toBeVisible();
  // The token leaves the address bar before anything else happens.
  expect(phonePage.url()).not.toContain('qr=');
  const loaded = phonePage.waitForURL(`**/pc/game/${MERGE.appId}`);
  // The player scanned the code to continue, so that button has the focus. (Enter, not a tap:
  // the game info page is still wider than a phone, and a tap lands beside the dialog's button.)
  const cont = question.getByRole('button', { name: `Continue as ${nickname}` });
  await expect(cont).toBeFocused();
  await cont.press('Enter');
  await loaded;
  const frame = await readyGame(phonePage, MERGE.name);
  const me = await phonePage.request.get('/api/user/profile/detail');
  expect(await me.json()).toMatchObject({ code: 200, data: { userId: Number(tokens.userId) } });
  await expectSwipeToMove(phonePage, frame);

  // The desktop hears the code was used.
  await expect(dialog.getByText('Opened on your phone')).toBeVisible();
  await expect(dialog.getByRole('img', { name: /QR code to play/ })).toBeHidden();

  // The same link again, on another phone: it says so and offers to play as a guest.
  const other = await phoneContext(browser, baseURL);
  const otherPage = await other.newPage();
  await otherPage.goto(data.qrLink);
  const refused = otherPage.getByRole('dialog', { name: 'This link cannot be used' });
  await expect(refused.getByRole('alert')).toHaveText(
    'This QR code has expired. Please scan a new one.',
  );
  await expect(refused.getByRole('button', { name: 'Play as a guest' })).toBeVisible();
  await other.close();
  await phone.close();
});
