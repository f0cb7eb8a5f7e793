import { expect, test } from '@playwright/test';
import { accountMenu, logInByEmail, signUpByApi, uniqueEmail } from './account-helpers';
import { pngFile } from './images';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookieNoticeAccepted', '1'));
});

test('a visitor is asked to log in to see the profile', async ({ page }) => {
  await page.goto('/pc/user/info/');
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  await expect(page.getByText('Log in to see and edit your profile.')).toBeVisible();
});

test('edit the profile, keep it after a reload, and show a new avatar in the header', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('profile');
  await signUpByApi(request, { email }, 'profile-pass');
  await page.goto('/pc');
  await logInByEmail(page, email, 'profile-pass');

  await page.goto('/pc/user/info/');
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No games played yet' })).toBeVisible();

  const nickname = page.getByLabel('Nickname');
  await nickname.fill('');
  await nickname.blur();
  await expect(nickname).toHaveAccessibleDescription('Nickname cannot be empty.');
  await nickname.fill('Stargazer42');
  await page.getByLabel('Birthdate').fill('1995-04-12');
  await page.getByLabel('Gender').selectOption({ label: 'Female' });
  await page.getByLabel('Occupation').fill('Astronomer');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account: Stargazer42' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Nickname')).toHaveValue('Stargazer42');
  await expect(page.getByLabel('Birthdate')).toHaveValue('1995-04-12');
  await expect(page.getByLabel('Gender')).toHaveValue('2');
  await expect(page.getByLabel('Occupation')).toHaveValue('Astronomer');

  await page.getByLabel('Change avatar').setInputFiles(pngFile('me.png', [124, 92, 255]));
  await expect(page.getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  const headerAvatar = accountMenu(page).locator('img');
  await expect(headerAvatar).toHaveAttribute('src', /^\/uploads\/[\w-]{22}$/);
  await expect(headerAvatar).toHaveJSProperty('naturalWidth', 48);

  await page.reload();
  await expect(accountMenu(page).locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await expect(page.getByRole('img', { name: 'Your avatar' })).toHaveAttribute(
    'src',
    /^\/uploads\//,
  );
});
