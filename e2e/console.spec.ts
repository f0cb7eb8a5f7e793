import { expect, test } from '@playwright/test';
import { makeZip } from '../apps/server/test/zips';
import { accountMenu, logInByEmail, signUpByApi, uniqueEmail } from './account-helpers';
import { adminApi, adminPost, openConsole, readAllMessages, realtimeBound } from './admin-helpers';
import { pngFile } from './images';
import { playAsGuest } from './play-helpers';
import { addTicket } from './ticket-helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookieNoticeAccepted', '1'));
});

/**
 * A game as a publisher zips it: a page, a script that speaks the portal's SDK (ready until
 * acknowledged) and a button to play with.
 */
function starHopperZip(name: string): Buffer {
  const script = `
    const portal = new URLSearchParams(location.search).get('portal');
    let acknowledged = false;
    addEventListener('message', (event) => {
      if (event.data && event.data.type === 'readyAck') acknowledged = true;
    });
    const ready = () => {
      if (acknowledged || !portal) return;
      parent.postMessage({ protocol: 'playhaven-sdk', version: 1, type: 'ready', payload: {} }, portal);
      setTimeout(ready, 300);
    };
    let hops = 0;
    document.getElementById('hop').addEventListener('click', () => {
      hops += 1;
      document.getElementById('score').textContent = 'Hops: ' + hops;
    });
    ready();`;
  return makeZip([
    { name: 'star-hopper/' },
    {
      name: 'star-hopper/index.html',
      data: `<!doctype html><html><head><title>${name}</title></head><body><h1>${name}</h1><p id="score">Hops: 0</p><button id="hop">Hop</button><script src="game.js"></script></body></html>`,
    },
    { name: 'star-hopper/game.js', data: script, deflate: true },
  ]);
}

test('a publisher hosts a new game from a zip; a player finds it by search and plays it', async ({
  browser,
  page,
}) => {
  test.slow();
  const name = `Star Hopper ${Date.now().toString(36)}`;
  const admin = await browser.newPage();
  await openConsole(admin, '/admin/games/new');
  await admin.getByLabel('Name', { exact: true }).fill(name);
  await admin.getByLabel('Short introduction').fill('Hop from star to star.');
  await admin.getByLabel('Description').fill('A tiny test of timing: hop at the right moment.');
  await admin.getByRole('checkbox', { name: 'New' }).check();
  await admin.getByRole('button', { name: 'Create game' }).click();
  await expect(admin).toHaveURL(/\/admin\/games\/\d+$/);

  await admin.getByLabel('Choose a zip').setInputFiles({
    name: 'star-hopper.zip',
    mimeType: 'application/zip',
    buffer: starHopperZip(name),
  });
  await admin.getByRole('button', { name: 'Upload and host' }).click();
  await expect(
    admin.getByRole('region', { name: 'Hosting' }).getByRole('link', { name: 'Try it' }),
  ).toBeVisible();
  await admin
    .getByRole('group', { name: 'Icon' })
    .locator('input[type=file]')
    .setInputFiles(pngFile('icon.png', [250, 200, 40]));
  await expect(admin.getByRole('img', { name: 'Icon: preview' })).toBeVisible();
  await admin
    .getByRole('group', { name: 'Banner' })
    .locator('input[type=file]')
    .setInputFiles(pngFile('banner.png', [40, 60, 200]));
  await expect(admin.getByRole('img', { name: 'Banner: preview' })).toBeVisible();
  await admin.getByRole('radio', { name: /^Online/ }).check();
  await admin.getByRole('button', { name: 'Change status' }).click();
  await expect(
    admin.getByRole('region', { name: 'Status' }).getByText('Online').first(),
  ).toBeVisible();

  await page.goto('/pc');
  await page.getByRole('combobox', { name: 'Search games' }).fill(name.slice(0, 11));
  await page
    .getByRole('region', { name: 'Search results' })
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Play/ }).first().click();
  await playAsGuest(page);
  const frame = page.frameLocator('iframe[title]');
  await expect(frame.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
  await frame.getByRole('button', { name: 'Hop' }).click();
  await expect(frame.getByText('Hops: 1')).toBeVisible();
  await admin.close();
});

test('a publisher answers a ticket and the player sees the answer', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('console-ticket');
  await signUpByApi(request, { email }, 'ticket-pass');
  await page.goto('/pc');
  await logInByEmail(page, email, 'ticket-pass');
  const { ticketId, ticketNo } = await addTicket(page, 'My gems vanished after the last level.');

  const admin = await browser.newPage();
  await openConsole(admin, '/admin/support');
  await admin.getByRole('link', { name: ticketNo }).click();
  await expect(admin.getByText('My gems vanished after the last level.')).toBeVisible();
  await admin.getByLabel('Your answer').fill('We put your gems back. Sorry for the trouble!');
  await admin.getByRole('button', { name: /^Send answer/ }).click();
  await expect(admin.getByText('We put your gems back. Sorry for the trouble!')).toBeVisible();

  await page.goto(`/pc/support/ticket/${ticketId}`);
  await expect(page.getByText('We put your gems back. Sorry for the trouble!')).toBeVisible();
  await expect(page.getByText('Answered', { exact: true }).first()).toBeVisible();
  await admin.close();
});

test('a broadcast from the console lights a logged-in player’s message dot', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('console-broadcast');
  await signUpByApi(request, { email }, 'broadcast-pass');
  await page.goto('/pc');
  await logInByEmail(page, email, 'broadcast-pass');
  await readAllMessages(page);
  const bound = realtimeBound(page);
  await page.reload();
  await bound;
  await expect(accountMenu(page).locator('.red-dot')).toHaveCount(0);

  const admin = await browser.newPage();
  await openConsole(admin, '/admin/messages');
  await admin.getByRole('radio', { name: 'All players' }).check();
  await admin.getByLabel('Type').selectOption({ label: 'Announcement' });
  const title = `Servers sleep at midnight ${Date.now().toString(36)}`;
  await admin.getByLabel('Title').fill(title);
  await admin.getByLabel('Content').fill('<p>Ten minutes of maintenance, then back to play.</p>');
  await admin.getByRole('button', { name: 'Send to all players…' }).click();
  await admin
    .getByRole('dialog', { name: 'Send to all players?' })
    .getByRole('button', { name: 'Send to all players' })
    .click();
  await expect(admin.getByRole('cell', { name: title }).first()).toBeVisible();

  await expect(accountMenu(page).locator('.red-dot')).toHaveCount(1);
  await accountMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Messages 1 unread' })).toBeVisible();
  await admin.close();
});

test('a publisher renames a gift and ends it; the Gift Center follows', async ({
  browser,
  page,
  baseURL,
}) => {
  const suffix = Date.now().toString(36);
  const api = await adminApi(baseURL ?? '');
  await adminPost(api, '/api/admin/gifts/create', {
    appId: 1001,
    title: `Harvest pakc ${suffix}`,
  });
  await api.dispose();
  await page.goto('/pc/giftcenter');
  await expect(page.getByRole('article', { name: `Harvest pakc ${suffix}` })).toBeVisible();

  const admin = await browser.newPage();
  await openConsole(admin, '/admin/gifts');
  await admin.getByRole('button', { name: `Edit Harvest pakc ${suffix}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Edit gift' });
  await expect(dialog.getByLabel('Title')).toHaveValue(`Harvest pakc ${suffix}`);
  await dialog.getByLabel('Title').fill(`Harvest pack ${suffix}`);
  await dialog.getByLabel('Description').fill('Three seed bags for the autumn event.');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    admin.getByRole('cell', { name: `Harvest pack ${suffix}`, exact: true }),
  ).toBeVisible();

  await page.reload();
  const card = page.getByRole('article', { name: `Harvest pack ${suffix}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Three seed bags for the autumn event.')).toBeVisible();
  await expect(page.getByRole('article', { name: `Harvest pakc ${suffix}` })).toHaveCount(0);

  // An end date ahead shows in the console as the time it stops showing. The field drops the
  // seconds, so the end is a few minutes off: a minute ahead could be a second ahead.
  await admin.getByRole('button', { name: `Edit Harvest pack ${suffix}` }).click();
  const soon = new Date(Date.now() + 5 * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await dialog
    .getByLabel(/Shows until/)
    .fill(
      `${soon.getFullYear()}-${pad(soon.getMonth() + 1)}-${pad(soon.getDate())}T${pad(soon.getHours())}:${pad(soon.getMinutes())}`,
    );
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  const row = admin.getByRole('row', { name: new RegExp(`Harvest pack ${suffix}`) });
  await expect(row.getByText(/^Until /)).toBeVisible();
  await admin.close();
});
