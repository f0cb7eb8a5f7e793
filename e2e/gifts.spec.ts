import { expect, test, type Page } from '@playwright/test';
import { loggingIn, logInByEmail, loginBox, signUpByApi, uniqueEmail } from './account-helpers';

/**
 * Each test claims from its own demo gift (20 codes each, seeded once), and never counts on how
 * many codes are left: other runs may share the database.
 */
const PASSWORD = 'gift-pass-1';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookieNoticeAccepted', '1'));
});

const giftCard = (page: Page, title: string) => page.getByRole('article', { name: title });

test('a player claims a gift and finds its code in My gifts', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = uniqueEmail('gifts');
  await signUpByApi(request, { email }, PASSWORD);
  await page.goto('/pc/giftcenter');
  await expect(page.getByRole('heading', { name: 'Gift Center', level: 1 })).toBeVisible();
  await logInByEmail(page, email, PASSWORD);

  const card = giftCard(page, 'Hint pack');
  await expect(card.getByRole('link', { name: 'Sudoku Zen' })).toBeVisible();
  await card.getByRole('button', { name: 'Claim' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gift claimed' });
  await expect(dialog).toBeVisible();
  const code = (await dialog.locator('code').textContent()) ?? '';
  expect(code).toMatch(/^SUDOKU-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await dialog.getByRole('button', { name: `Copy code ${code}` }).click();
  await expect(page.getByRole('status').getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(card.getByText('Claimed', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Claim' })).toHaveCount(0);
  await expect(card.getByText(code)).toBeVisible();

  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'My gifts' }).click();
  await expect(page).toHaveURL(/\/pc\/mygifts$/);
  const row = page.getByRole('row', { name: /Hint pack/ });
  await expect(row.getByText(code)).toBeVisible();
  await expect(row.getByRole('link', { name: 'Sudoku Zen' })).toBeVisible();
  await expect(row.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
});

test('a gift is claimed once: the second claim is refused', async ({ page, request }) => {
  const email = uniqueEmail('gifts-twice');
  await signUpByApi(request, { email }, PASSWORD);
  await page.goto('/pc/giftcenter');
  await logInByEmail(page, email, PASSWORD);
  const card = giftCard(page, 'Starter pack');
  await expect(card.getByRole('button', { name: 'Claim' })).toBeVisible();

  // The page still offers the gift while this session claims it elsewhere.
  const list = await page.request.get('/api/user/gift/appgiftlist', { params: { appId: 1001 } });
  const { data } = (await list.json()) as {
    data: { giftList: { giftKey: string; title: string }[] };
  };
  const giftKey = data.giftList.find((gift) => gift.title === 'Starter pack')?.giftKey ?? '';
  const first = await page.request.post('/api/user/gift/claim', { form: { giftKey, from: 34 } });
  const claimed = (await first.json()) as { code: number; data: { code: string } };
  expect(claimed.code).toBe(200);

  await card.getByRole('button', { name: 'Claim' }).click();
  await expect(card.getByRole('alert')).toHaveText('You have already claimed this gift.');
  await expect(card.getByText('Claimed', { exact: true })).toBeVisible();
  await expect(card.getByText(claimed.data.code)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Gift claimed' })).toBeHidden();

  const again = await page.request.post('/api/user/gift/claim', { form: { giftKey, from: 34 } });
  expect(await again.json()).toMatchObject({
    code: 4062,
    msg: 'You have already claimed this gift.',
  });
});

test('a visitor who claims logs in first, and the claim goes through', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('gifts-visitor');
  await signUpByApi(request, { email }, PASSWORD);
  await page.goto('/pc/giftcenter');
  const card = giftCard(page, 'Launch gift: gem bundle');
  await card.getByRole('button', { name: 'Claim' }).click();

  const box = loginBox(page);
  await expect(box).toBeVisible();
  await box.getByRole('button', { name: 'Log in with email instead' }).click();
  await box.getByLabel('Email').fill(email);
  await box.getByLabel('Password').fill(PASSWORD);
  await loggingIn(page, () => box.getByRole('button', { name: 'Log in', exact: true }).click());

  const dialog = page.getByRole('dialog', { name: 'Gift claimed' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('code')).toHaveText(/^DRAGON-/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(
    giftCard(page, 'Launch gift: gem bundle').getByText('Claimed', { exact: true }),
  ).toBeVisible();
});

test('My gifts asks a visitor to log in', async ({ page }) => {
  await page.goto('/pc/mygifts');
  await expect(page.getByRole('heading', { name: 'My gifts', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toBeVisible();
});
