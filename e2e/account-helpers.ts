import { createHash, randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { latestCode, SITE_FETCH_HEADERS } from './helpers';

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now().toString(36)}${randomInt(1_000_000)}@example.com`;
/** A 10-digit US number; the server knows it as "1" followed by these digits. */
export const uniqueMobile = () => `555${String(randomInt(10_000_000)).padStart(7, '0')}`;

const ok = async (response: { json(): Promise<unknown> }) =>
  expect(await response.json()).toMatchObject({ code: 200 });

/** The server's pause between two codes to one address (60 s), with a margin. */
export const RESEND_GAP_MS = 61_000;

/**
 * A household address of its own for each sign-up (the suite's server trusts one proxy hop): the
 * server sends at most 20 codes an hour to one address, and the suite signs up more players than
 * that from this machine.
 */
const householdAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * An account made through the API, with the privacy policy agreed, for specs whose subject
 * comes after sign-up. Returns when its code was sent: the next code to that address waits
 * for the resend gap.
 */
export async function signUpByApi(
  request: APIRequestContext,
  account: { email: string } | { mobile: string },
  password: string,
): Promise<number> {
  const sentAt = Date.now();
  const since = new Date();
  const email = 'email' in account ? account.email : undefined;
  const target = email ?? `1${'mobile' in account ? account.mobile : ''}`;
  await ok(
    await request.get('/api/user/client/captcha/get/v2', {
      params: email ? { type: 1, email } : { type: 6, mobile: target },
      headers: { 'X-Forwarded-For': householdAddress() },
    }),
  );
  const verCode = await latestCode(target, since);
  await ok(
    await request.post('/api/user/register', {
      form: { registerType: email ? 0 : 1, userName: target, password: md5(password), verCode },
    }),
  );
  await ok(await request.get('/api/user/privacy/agree', { headers: SITE_FETCH_HEADERS }));
  return sentAt;
}

export const loginBox = (page: Page) => page.getByRole('dialog', { name: 'Log in or sign up' });

export async function openLoginBox(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const box = loginBox(page);
  await expect(box.getByRole('tablist', { name: 'Account' })).toBeVisible();
  return box;
}

export const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account: / });

/** A login reloads the page; this waits for the new page to show the player. */
export async function loggingIn(page: Page, action: () => Promise<void>): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await action();
  await reloaded;
  await expect(accountMenu(page)).toBeVisible();
}

export async function logInByEmail(page: Page, email: string, password: string): Promise<void> {
  const box = await openLoginBox(page);
  await box.getByRole('button', { name: 'Log in with email instead' }).click();
  await box.getByLabel('Email').fill(email);
  await box.getByLabel('Password').fill(password);
  await loggingIn(page, () => box.getByRole('button', { name: 'Log in', exact: true }).click());
}

/** The reminder a player who has not agreed to the policy sees 1.5 s after a login. */
export async function agreeToPrivacy(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Privacy policy' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Agree' }).click();
  await expect(dialog).toBeHidden();
}

export async function logOut(page: Page): Promise<void> {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Log out' });
  const reloaded = page.waitForEvent('load');
  await confirm.getByRole('button', { name: 'Log out' }).click();
  await reloaded;
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
}

/** Focus a field and leave it, as a player tabbing through a form does. */
export async function blur(field: Locator): Promise<void> {
  await field.focus();
  await field.blur();
}

/** Leaves the field and expects its error (tied to it with aria-describedby) to read `text`. */
export async function expectBlurError(field: Locator, text: string): Promise<void> {
  await blur(field);
  await expect(field).toHaveAccessibleDescription(text);
}
