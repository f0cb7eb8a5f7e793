import { expect, test, type Page } from '@playwright/test';
import {
  accountMenu,
  agreeToPrivacy,
  loggingIn,
  logInByEmail,
  logOut,
  openLoginBox,
  RESEND_GAP_MS,
  signUpByApi,
  uniqueEmail,
  uniqueMobile,
} from './account-helpers';
import { latestCode } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookieNoticeAccepted', '1'));
});

test('e-mail sign-up, log out, log in', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/pc');
  const box = await openLoginBox(page);
  await box.getByRole('tab', { name: 'Sign up' }).click();
  await expect(box.getByRole('heading', { name: 'Sign up with mobile' })).toBeVisible();
  await box.getByRole('button', { name: 'Sign up with email instead' }).click();
  await box.getByLabel('Email').fill(email);
  const since = new Date();
  await box.getByRole('button', { name: 'Get code' }).click();
  await expect(box.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
  await box.getByLabel('Verification code').fill(await latestCode(email, since));
  await box.getByLabel('Password', { exact: true }).fill('first-pass');
  await box.getByLabel('Confirm password').fill('first-pass');
  await expect(box.getByRole('checkbox')).toBeChecked();
  await loggingIn(page, () => box.getByRole('button', { name: 'Create account' }).click());
  await noPrivacyReminder(page);

  await logOut(page);
  await logInByEmail(page, email, 'first-pass');
  await accountMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Change password' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});

test('mobile sign-up with the code from the outbox', async ({ page }) => {
  const mobile = uniqueMobile();
  await page.goto('/pc');
  const box = await openLoginBox(page);
  await box.getByRole('tab', { name: 'Sign up' }).click();
  await expect(
    box.getByRole('button', { name: 'US +1, country code: United States' }),
  ).toBeVisible();
  await box.getByLabel('Mobile number').fill(mobile);
  const since = new Date();
  await box.getByRole('button', { name: 'Get code' }).click();
  await box.getByLabel('Verification code').fill(await latestCode(`1${mobile}`, since));
  await box.getByLabel('Password', { exact: true }).fill('mobile-pass');
  await box.getByLabel('Confirm password').fill('mobile-pass');
  await loggingIn(page, () => box.getByRole('button', { name: 'Create account' }).click());
  await noPrivacyReminder(page);
  await accountMenu(page).click();
  await expect(page.getByText(`1${mobile}`)).toBeVisible();
});

test('forgot password by mobile', async ({ page, request }) => {
  test.slow();
  const mobile = uniqueMobile();
  const signedUp = await signUpByApi(request, { mobile }, 'old-pass-1');
  await page.goto('/pc');
  const box = await openLoginBox(page);
  await box.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(box.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await box.getByLabel('Mobile number').fill(mobile);
  // The sign-up code went out moments ago: a second one so soon is refused (4039).
  await box.getByRole('button', { name: 'Get code' }).click();
  await expect(box.getByLabel('Mobile number')).toHaveAccessibleDescription('Too many attempts!');
  await expect(box.getByRole('button', { name: 'Get code' })).toBeEnabled();
  await page.waitForTimeout(signedUp + RESEND_GAP_MS - Date.now());
  const since = new Date();
  await box.getByRole('button', { name: 'Get code' }).click();
  await box.getByLabel('Verification code').fill(await latestCode(`1${mobile}`, since));
  await box.getByRole('button', { name: 'Next' }).click();
  await box.getByLabel('New password', { exact: true }).fill('new-pass-1');
  await box.getByLabel('Confirm new password').fill('new-pass-1');
  await box.getByRole('button', { name: 'Save password' }).click();
  await expect(box.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await box.getByRole('button', { name: 'Go to log in' }).click();
  await expect(box.getByRole('heading', { name: 'Log in with mobile' })).toBeVisible();

  await box.getByLabel('Mobile number').fill(mobile);
  await box.getByLabel('Password').fill('new-pass-1');
  await loggingIn(page, () => box.getByRole('button', { name: 'Log in', exact: true }).click());
});

test('forgot password by e-mail', async ({ page, request }) => {
  test.slow();
  const email = uniqueEmail('reset');
  const signedUp = await signUpByApi(request, { email }, 'old-pass-2');
  await page.goto('/pc');
  const box = await openLoginBox(page);
  await box.getByRole('button', { name: 'Log in with email instead' }).click();
  await box.getByRole('button', { name: 'Forgot password?' }).click();
  await box.getByRole('button', { name: 'Use mobile instead' }).click();
  await expect(box.getByLabel('Mobile number')).toBeVisible();
  await box.getByRole('button', { name: 'Use email instead' }).click();
  await box.getByLabel('Email').fill(email);
  await page.waitForTimeout(signedUp + RESEND_GAP_MS - Date.now());
  const since = new Date();
  await box.getByRole('button', { name: 'Get code' }).click();
  await box.getByLabel('Verification code').fill(await latestCode(email, since));
  await box.getByRole('button', { name: 'Next' }).click();
  await box.getByLabel('New password', { exact: true }).fill('new-pass-2');
  await box.getByLabel('Confirm new password').fill('new-pass-2');
  await box.getByRole('button', { name: 'Save password' }).click();
  await box.getByRole('button', { name: 'Go to log in' }).click();
  await expect(box.getByRole('heading', { name: 'Log in with mobile' })).toBeVisible();
  await page.keyboard.press('Escape');

  await logInByEmail(page, email, 'new-pass-2');
});

test.describe('from an address of its own', () => {
  // Wrong passwords count per address too; this one keeps them off the other specs' address.
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.23' } });

  test('three wrong passwords bring the captcha', async ({ page, request }) => {
    const email = uniqueEmail('captcha');
    await signUpByApi(request, { email }, 'right-pass');
    await page.goto('/pc');
    const box = await openLoginBox(page);
    await box.getByRole('button', { name: 'Log in with email instead' }).click();
    await box.getByLabel('Email').fill(email);
    const password = box.getByLabel('Password');
    const submit = box.getByRole('button', { name: 'Log in', exact: true });
    const picture = box.getByRole('img', { name: 'Picture code' });
    for (let attempt = 1; attempt <= 3; attempt++) {
      await expect(picture).toHaveCount(0);
      await password.fill(`wrong-${attempt}`);
      await submit.click();
      await expect(password).toHaveAccessibleDescription('Incorrect Account or password');
    }
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('width', '120');
    await expect(picture).toHaveAttribute('height', '36');
    await expect(picture).toHaveAttribute('src', /^data:image\/png;base64,/);
    // Drawn at twice the shown size, so the characters stay sharp on dense screens.
    await expect
      .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(240);
    const first = await picture.getAttribute('src');
    await box.getByRole('button', { name: 'Show another picture' }).click();
    await expect(picture).not.toHaveAttribute('src', first ?? '');

    await box.getByLabel('Picture code').fill('nope');
    await password.fill('right-pass');
    await submit.click();
    await expect(box.getByLabel('Picture code')).toHaveAccessibleDescription(
      "The characters in the picture don't match. Please try the new picture.",
    );
    await box.getByLabel('Email').press('End');
    await box.getByLabel('Email').press('x');
    await expect(picture).toHaveCount(0);
  });
});

test('guest login then binding a mobile number', async ({ page }) => {
  const mobile = uniqueMobile();
  await page.goto('/pc');
  const box = await openLoginBox(page);
  await loggingIn(page, () => box.getByRole('button', { name: 'Play as guest' }).click());
  await agreeToPrivacy(page);
  const reminder = page.getByRole('complementary', { name: 'Bind your account' });
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: 'Bind now' }).click();

  const dialog = page.getByRole('dialog', { name: 'Bind account' });
  await dialog.getByLabel('Mobile number').fill(mobile);
  const since = new Date();
  await dialog.getByRole('button', { name: 'Get code' }).click();
  await dialog.getByLabel('Verification code').fill(await latestCode(`1${mobile}`, since));
  await dialog.getByLabel('Password').fill('bound-pass');
  await expect(dialog.getByRole('checkbox')).toBeChecked();
  await dialog.getByRole('button', { name: 'Bind account' }).click();
  await expect(page.getByText('Account bound')).toBeVisible();
  await expect(dialog).toBeHidden();

  await accountMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Change password' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Bind account' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.reload();
  await accountMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Change password' })).toBeVisible();
});

test('change password', async ({ page, request }) => {
  const email = uniqueEmail('change');
  await signUpByApi(request, { email }, 'before-pass');
  await page.goto('/pc');
  await logInByEmail(page, email, 'before-pass');
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  const current = dialog.getByLabel('Current password');
  await current.fill('not-the-pass');
  await dialog.getByLabel('New password', { exact: true }).fill('after-pass');
  await dialog.getByLabel('Confirm new password').fill('after-pass');
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expect(current).toHaveAccessibleDescription('Current Password is incorrect.');
  await current.fill('before-pass');
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(dialog).toBeHidden();

  await logOut(page);
  await logInByEmail(page, email, 'after-pass');
});

/** The policy box ticked at sign-up is the agreement: the reminder (due 1.5 s after) stays away. */
async function noPrivacyReminder(page: Page): Promise<void> {
  await expect(accountMenu(page)).toBeVisible();
  await page.waitForTimeout(2500);
  await expect(page.getByRole('dialog', { name: 'Privacy policy' })).toBeHidden();
}

test('the privacy reminder appears and is agreed', async ({ page }) => {
  await page.goto('/pc');
  const box = await openLoginBox(page);
  await loggingIn(page, () => box.getByRole('button', { name: 'Play as guest' }).click());
  const reminder = page.getByRole('dialog', { name: 'Privacy policy' });
  await expect(reminder).toBeVisible();
  await expect(reminder.getByRole('link', { name: 'Read the privacy policy' })).toHaveAttribute(
    'href',
    /^https?:\/\//,
  );
  const agreed = page.waitForResponse((response) =>
    response.url().includes('/api/user/privacy/agree'),
  );
  await reminder.getByRole('button', { name: 'Agree' }).click();
  expect(await (await agreed).json()).toMatchObject({ code: 200 });
  await expect(reminder).toBeHidden();

  await page.reload();
  await expect(accountMenu(page)).toBeVisible();
  await page.waitForTimeout(2500);
  await expect(reminder).toBeHidden();
});
