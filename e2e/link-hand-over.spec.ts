import { randomBytes } from 'node:crypto';
import { computeOsign, PROFILE_UPDATE_OSIGN } from '@portal/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accountMenu, agreeToPrivacy, loggingIn, openLoginBox } from './account-helpers';

/**
 * A link that hands over a session (`/pc?userId=&h5Token=&sdkToken=`) asks before its account is
 * adopted, whether someone is signed in or not, and never leaves its tokens in the address bar.
 */

interface LinkAccount {
  nickname: string;
  address: string;
}

/** A guest of another browser, named so the question can say whose the link is. */
async function linkAccount(request: APIRequestContext): Promise<LinkAccount> {
  const nickname = `Linky${randomBytes(3).toString('hex')}`;
  const login = await request.post('/api/user/login/third', {
    form: {
      platform: 'GUEST',
      clientId: `link-${randomBytes(8).toString('hex')}`,
      deviceSecret: randomBytes(32).toString('base64url'),
    },
  });
  const { data } = (await login.json()) as {
    data: { userId: number; h5Token: string; sdkToken: string };
  };
  const tokens = { userId: String(data.userId), h5Token: data.h5Token, sdkToken: data.sdkToken };
  expect(
    await (
      await request.get('/api/user/profile/update', {
        // Signed as the site signs it (the recipe has no key).
        params: {
          nickname,
          ...tokens,
          osign: computeOsign({ nickname, ...tokens }, PROFILE_UPDATE_OSIGN, ''),
        },
      })
    ).json(),
  ).toMatchObject({ code: 200 });
  expect(
    await (await request.get('/api/user/privacy/agree', { params: tokens })).json(),
  ).toMatchObject({ code: 200 });
  return { nickname, address: `/pc?${new URLSearchParams({ ...tokens, lp: 'mail' }).toString()}` };
}

const question = (page: Page, nickname: string) =>
  page.getByRole('dialog', { name: `Continue as ${nickname}?` });

async function expectCleanAddress(page: Page) {
  await expect(page).toHaveURL(/\/pc\?lp=mail$/);
  for (const key of ['userId', 'h5Token', 'sdkToken']) expect(page.url()).not.toContain(key);
}

test('a signed-in player is asked before a link replaces them, and may stay', async ({
  page,
  request,
}) => {
  // A login, a reload and two visits of the link: more than one plain visit's time.
  test.slow();
  const link = await linkAccount(request);
  await page.goto('/pc');
  const box = await openLoginBox(page);
  await loggingIn(page, () => box.getByRole('button', { name: 'Play as guest' }).click());
  await agreeToPrivacy(page);
  await expect(accountMenu(page)).toHaveAccessibleName('Account: Guest');

  await page.goto(link.address);
  const dialog = question(page, link.nickname);
  await expect(dialog).toBeVisible();
  await expectCleanAddress(page);
  await expect(dialog.getByText(link.nickname, { exact: true })).toBeVisible();
  await expect(dialog.locator('img')).toBeVisible();
  const stay = dialog.getByRole('button', { name: 'Stay as Guest' });
  await expect(stay).toBeFocused();
  // The focus stays inside the question.
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await stay.click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(accountMenu(page)).toHaveAccessibleName('Account: Guest');

  await page.goto(link.address);
  await loggingIn(page, () =>
    question(page, link.nickname)
      .getByRole('button', { name: `Continue as ${link.nickname}` })
      .click(),
  );
  await expect(accountMenu(page)).toHaveAccessibleName(`Account: ${link.nickname}`);
});

test('a visitor with no session is asked too, and "Not now" keeps them signed out', async ({
  page,
  request,
}) => {
  const link = await linkAccount(request);
  await page.goto(link.address);
  const dialog = question(page, link.nickname);
  await expect(dialog).toBeVisible();
  await expectCleanAddress(page);
  await expect(dialog.getByRole('button', { name: 'Not now' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();

  await page.goto(link.address);
  await question(page, link.nickname)
    .getByRole('button', { name: `Continue as ${link.nickname}` })
    .click();
  await expect(accountMenu(page)).toHaveAccessibleName(`Account: ${link.nickname}`);
  await page.reload();
  await expect(accountMenu(page)).toHaveAccessibleName(`Account: ${link.nickname}`);
});
