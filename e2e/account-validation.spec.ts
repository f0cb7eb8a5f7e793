import { expect, test, type Locator } from '@playwright/test';
import {
  accountMenu,
  agreeToPrivacy,
  expectBlurError,
  loggingIn,
  openLoginBox,
} from './account-helpers';

const required = 'This field is required.';
const badEmail = 'Please enter a valid email address.';
const badPhone = 'Please enter a valid phone number.';
const badCode = 'Please enter the correct verification code.';
const passLength = 'Password must be 6 to 20 characters, without spaces.';
const noMatch = 'Fields do not match';
const mustAgree = 'Please accept to continue.';

async function typed(field: Locator, value: string, text: string) {
  await field.fill(value);
  await expectBlurError(field, text);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookieNoticeAccepted', '1'));
});

test('every field of the login box shows its validation text on blur', async ({ page }) => {
  await page.goto('/pc');
  const box = await openLoginBox(page);

  await expectBlurError(box.getByLabel('Mobile number'), required);
  await typed(box.getByLabel('Mobile number'), '55a', badPhone);
  await typed(box.getByLabel('Mobile number'), '1234567890123456', badPhone);
  await expectBlurError(box.getByLabel('Password'), required);

  await box.getByRole('button', { name: 'Log in with email instead' }).click();
  await expectBlurError(box.getByLabel('Email'), required);
  await typed(box.getByLabel('Email'), 'ada@example', badEmail);
  await typed(box.getByLabel('Email'), 'ada..b@example.com', badEmail);
  await expectBlurError(box.getByLabel('Password'), required);

  await box.getByRole('button', { name: 'Forgot password?' }).click();
  await expectBlurError(box.getByLabel('Email'), required);
  await expectBlurError(box.getByLabel('Verification code'), required);
  await box.getByRole('button', { name: 'Use mobile instead' }).click();
  await expectBlurError(box.getByLabel('Mobile number'), required);
  await expectBlurError(box.getByLabel('Verification code'), required);
  await typed(box.getByLabel('Verification code'), '12345', badCode);
  await box.getByRole('button', { name: 'Get code' }).click();
  await expect(box.getByLabel('Mobile number')).toHaveAccessibleDescription(required);

  await box.getByRole('tab', { name: 'Sign up' }).click();
  await expectBlurError(box.getByLabel('Mobile number'), required);
  await expectBlurError(box.getByLabel('Verification code'), required);
  await typed(box.getByLabel('Verification code'), 'abcdef', badCode);
  const password = box.getByLabel('Password', { exact: true });
  await expectBlurError(password, required);
  await typed(password, 'five5', passLength);
  await typed(password, 'has space', passLength);
  const confirm = box.getByLabel('Confirm password');
  await expectBlurError(confirm, required);
  await typed(confirm, 'other', noMatch);
  // An error line that goes as a field is put right keeps its room: nothing below it moves.
  const policy = box.getByRole('checkbox');
  const before = await policy.boundingBox();
  await password.fill('other');
  await expect(confirm).toHaveAccessibleDescription('');
  expect((await policy.boundingBox())?.y).toBe(before?.y);
  await policy.uncheck();
  await expectBlurError(policy, mustAgree);

  await box.getByRole('button', { name: 'Sign up with email instead' }).click();
  await expectBlurError(box.getByLabel('Email'), required);
  await typed(box.getByLabel('Email'), 'ada@example.c', badEmail);
  await expectBlurError(box.getByLabel('Verification code'), required);
  await typed(box.getByLabel('Verification code'), 'x1', '');
});

test('the account dialogs show their validation texts on blur', async ({ page }) => {
  await page.goto('/pc');
  const box = await openLoginBox(page);
  await loggingIn(page, () => box.getByRole('button', { name: 'Play as guest' }).click());
  await agreeToPrivacy(page);

  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Bind account' }).click();
  const bind = page.getByRole('dialog', { name: 'Bind account' });
  await expectBlurError(bind.getByLabel('Mobile number'), required);
  await typed(bind.getByLabel('Mobile number'), '+44', badPhone);
  await expectBlurError(bind.getByLabel('Verification code'), required);
  await typed(bind.getByLabel('Verification code'), '1234567', badCode);
  await expectBlurError(bind.getByLabel('Password'), required);
  await typed(bind.getByLabel('Password'), 'x'.repeat(21), passLength);
  await bind.getByRole('checkbox').uncheck();
  await expectBlurError(bind.getByRole('checkbox'), mustAgree);

  await bind.getByRole('button', { name: 'Email' }).click();
  await expect(bind.getByLabel('Password')).toHaveValue('');
  await expectBlurError(bind.getByLabel('Email'), required);
  await typed(bind.getByLabel('Email'), 'not-mail', badEmail);
  await expectBlurError(bind.getByLabel('Verification code'), required);
});
