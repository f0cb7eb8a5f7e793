import { expect, test, type Page } from '@playwright/test';
import { accountMenu, logInByEmail, signUpByApi, uniqueEmail } from './account-helpers';
import { adminApi, adminPost, userIdOf } from './admin-helpers';

const BANNED_TEXT = 'Your account has been banned. Please write a support ticket.';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookieNoticeAccepted', '1'));
});

async function signInThenBan(
  page: Page,
  request: Parameters<typeof signUpByApi>[0],
  baseURL: string,
  { away = false } = {},
) {
  const email = uniqueEmail('banned');
  await signUpByApi(request, { email }, 'banned-pass');
  await page.goto('/pc');
  await logInByEmail(page, email, 'banned-pass');
  const userId = await userIdOf(page);
  if (away) await page.goto('about:blank');
  const admin = await adminApi(baseURL);
  await adminPost(admin, '/api/admin/players/ban', { userId, reason: 'Cheating' });
  await admin.dispose();
}

async function expectBannedThenHome(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Account banned' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(BANNED_TEXT);
  await dialog.getByRole('button', { name: 'Go to Home' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/pc\/?$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
}

test('a player banned while signed in sees the banned dialog on the next call, then Home', async ({
  page,
  request,
  baseURL,
}) => {
  await signInThenBan(page, request, baseURL ?? '');
  // The next call of the site (the profile page's), without a reload.
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'My page' }).click();
  await expectBannedThenHome(page);
});

test('a player banned while away sees the banned dialog on the next visit, then Home', async ({
  page,
  request,
  baseURL,
}) => {
  // Away: the site is closed before the ban, so nothing of the last visit meets it first.
  await signInThenBan(page, request, baseURL ?? '', { away: true });
  await page.goto('/pc/user/info/');
  await expectBannedThenHome(page);
});
