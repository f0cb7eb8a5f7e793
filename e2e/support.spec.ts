import { expect, test } from '@playwright/test';
import { loggingIn, loginBox, logInByEmail, signUpByApi, uniqueEmail } from './account-helpers';
import { pngFile } from './images';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookieNoticeAccepted', '1'));
});

test('a visitor sees what Support holds and logs in from the menu to reach it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('support-visitor');
  await signUpByApi(request, { email }, 'support-pass');
  await page.goto('/pc/support');
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await expect(page.getByText('Log in to write to our support team')).toBeVisible();

  await page.goto('/pc');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Support' })
    .click();
  const box = loginBox(page);
  await expect(box).toBeVisible();
  await expect(page).toHaveURL(/\/pc$/);
  await box.getByRole('button', { name: 'Log in with email instead' }).click();
  await box.getByLabel('Email').fill(email);
  await box.getByLabel('Password').fill('support-pass');
  await loggingIn(page, () => box.getByRole('button', { name: 'Log in', exact: true }).click());
  await expect(page).toHaveURL(/\/pc\/support$/);
  await expect(page.getByRole('heading', { name: 'No tickets yet' })).toBeVisible();
});

test('write a ticket with two screenshots, find it in the list and follow it up', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('support');
  await signUpByApi(request, { email }, 'support-pass');
  await page.goto('/pc');
  await logInByEmail(page, email, 'support-pass');

  await page.goto('/pc/support');
  await page.getByRole('link', { name: 'New ticket' }).first().click();
  await expect(page.getByRole('heading', { name: 'New ticket', level: 1 })).toBeVisible();

  // The required fields of spec section 5 speak up on submit.
  await page.getByRole('button', { name: 'Send ticket' }).click();
  await expect(page.getByLabel('Server')).toHaveAccessibleDescription('This field is required.');

  await page.getByLabel('Problem type').selectOption({ label: 'Bug report' });
  await page.getByLabel('Server').fill('EU-2');
  await page.getByLabel('Character name').fill('Nova');
  await page
    .getByLabel('Description')
    .fill('The level froze after the boss.\n<b>Twice</b> in a row.');
  await page
    .getByLabel('Add screenshots')
    .setInputFiles([pngFile('first.png', [220, 40, 90]), pngFile('second.png', [40, 200, 120])]);
  await expect(page.getByRole('img', { name: /^Screenshot \d/ })).toHaveCount(2);
  await expect(page.getByText('Uploading…')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send ticket' }).click();

  await expect(page).toHaveURL(/\/pc\/support\/ticket\/\d+$/);
  const ticketNo = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(ticketNo).toMatch(/^T\d{8}[0-9A-Z]{6}$/);
  await expect(page.getByText(`Your ticket ${ticketNo} has been sent.`)).toBeVisible();
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText('<b>Twice</b> in a row.')).toBeVisible();
  const shots = conversation.getByRole('img', { name: /^Screenshot/ });
  await expect(shots).toHaveCount(2);
  for (const shot of await shots.all()) {
    await expect(shot).toHaveJSProperty('naturalWidth', 48);
  }

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').click();
  const row = page.getByRole('row').filter({ hasText: ticketNo });
  await expect(row).toContainText('Bug report');
  await expect(row).toContainText('The level froze after the boss.');
  await expect(row.getByText('Pending')).toBeVisible();
  await row.getByRole('link', { name: ticketNo }).click();

  await expect(page.getByRole('heading', { name: ticketNo })).toBeVisible();
  await expect(page.getByText('You can rate this ticket once it has been answered.')).toBeVisible();
  const question = page.getByLabel('Your follow-up question');
  await question.fill('Is there any news on this?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(conversation.getByText('Is there any news on this?')).toBeVisible();
  await expect(conversation.getByText('Follow-up question')).toBeVisible();
  await expect(question).toHaveValue('');

  await page.reload();
  await expect(conversation.locator(':scope > li')).toHaveCount(2);
  await expect(conversation.locator(':scope > li').last()).toContainText(
    'Is there any news on this?',
  );
});

test('a player past a limit reads why and how long to wait, and nothing is sent again', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('limited');
  await signUpByApi(request, { email }, 'support-pass');
  await page.goto('/pc');
  await logInByEmail(page, email, 'support-pass');
  // The server's answers past the upload quota and past the ticket limit, as it gives them.
  const refusal = (code: number, msg: string, retryAfter?: string) => ({
    status: code === 4290 ? 429 : 200,
    contentType: 'application/json',
    headers: retryAfter ? { 'retry-after': retryAfter } : ({} as Record<string, string>),
    body: JSON.stringify({ code, msg, data: null }),
  });
  let uploads = 0;
  let tickets = 0;
  await page.route('**/api/user/client/upload?*', (route) => {
    uploads += 1;
    return route.fulfill(refusal(4291, 'You have used all of your 100 MB of upload space.'));
  });
  await page.route('**/api/user/query/add', (route) => {
    tickets += 1;
    return route.fulfill(
      refusal(4290, 'Too many new tickets. Please try again in 42 minutes.', '2520'),
    );
  });

  await page.goto('/pc/support/new');
  await page.getByLabel('Problem type').selectOption({ label: 'Bug report' });
  await page.getByLabel('Server').fill('EU-2');
  await page.getByLabel('Character name').fill('Nova');
  await page.getByLabel('Description').fill('The level froze after the boss.');
  await page.getByLabel('Add screenshots').setInputFiles([pngFile('shot.png', [220, 40, 90])]);
  await expect(page.getByText('You have used all of your 100 MB of upload space.')).toBeVisible();

  await page.getByRole('button', { name: 'Send ticket' }).click();
  await expect(
    page.getByText('Too many new tickets. Please try again in 42 minutes.'),
  ).toBeVisible();
  // The site waits for the player: no retry a second later, as it does for a busy server.
  await page.waitForTimeout(1_500);
  expect({ uploads, tickets }).toEqual({ uploads: 1, tickets: 1 });
});
