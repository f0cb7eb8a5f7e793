import { expect, test, type Page } from '@playwright/test';
import { accountMenu, logInByEmail, signUpByApi, uniqueEmail } from './account-helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookieNoticeAccepted', '1'));
});

/** The unread count as the server has it: the seeded broadcasts count too. */
async function unreadCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/user/notif/unread', { params: { notifStatus: 1 } });
  return ((await response.json()) as { data: { unreadCount: number } }).data.unreadCount;
}

const messagesItem = (page: Page, unread: number) =>
  page.getByRole('menuitem', {
    name: unread > 0 ? `Messages ${unread} unread` : 'Messages',
    exact: true,
  });

test('the welcome message: unread, read on opening, then deleted', async ({ page, request }) => {
  const email = uniqueEmail('messages');
  await signUpByApi(request, { email }, 'message-pass');
  await page.goto('/pc');
  await logInByEmail(page, email, 'message-pass');

  const unread = await unreadCount(page);
  expect(unread).toBeGreaterThanOrEqual(1);
  await accountMenu(page).click();
  await messagesItem(page, unread).click();
  await expect(page).toHaveURL(/\/pc\/mymessage\/$/);

  const welcome = page.getByRole('link', { name: /Welcome to Playhaven/ });
  await expect(welcome.getByRole('img', { name: 'Unread' })).toBeVisible();
  await expect(welcome.getByText('Playhaven Team')).toBeVisible();
  await welcome.click();

  await expect(page).toHaveURL(/\/pc\/mymessage\/detail\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Playhaven', level: 1 })).toBeVisible();
  await expect(page.getByText('Your account is ready.')).toBeVisible();
  await expect(page.getByText('System', { exact: true })).toBeVisible();
  await accountMenu(page).click();
  await expect(messagesItem(page, unread - 1)).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await unreadCount(page)).toBe(unread - 1);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete message' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/pc\/mymessage\/$/);
  await expect(page.getByRole('list', { name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Welcome to Playhaven/ })).toHaveCount(0);
});

test('a message that is not the player’s is not found', async ({ page, request }) => {
  const email = uniqueEmail('messages-missing');
  await signUpByApi(request, { email }, 'message-pass');
  await page.goto('/pc/mymessage/detail/2147483000');
  await logInByEmail(page, email, 'message-pass');
  await expect(page.getByRole('heading', { name: 'Message not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to messages' }).click();
  await expect(page.getByRole('heading', { name: 'My messages', level: 1 })).toBeVisible();
});
