import { expect, test, type Locator, type Page } from '@playwright/test';
import { accountMenu, loginBox, uniqueEmail } from './account-helpers';
import { latestCode, siteStarted } from './helpers';
import { pngFile } from './images';
import { readyGame } from './play-helpers';

/**
 * A player with a keyboard and no mouse: every step below is Tab, Shift+Tab, Enter, Space, the
 * arrow keys, Escape or typing, and at every stop of the focus the focused control shows it.
 */
const MERGE = { appId: 1001, name: 'Number Merge 2048' };
const STOPS = 150;

/**
 * Whether the focus can be seen: the focused element, the frame around it (a field's box, a
 * hidden file input's label) or a part of it (a login way's round icon) draws a ring or an
 * outline. The page itself and a game's frame,
 * which holds the focus for the game, count as shown.
 */
function focusShown(): { shown: boolean; what: string } {
  const active = document.activeElement;
  if (!active || active === document.body || active.tagName === 'IFRAME') {
    return { shown: true, what: active?.tagName ?? 'nothing' };
  }
  const drawn = (node: Element | null) => {
    if (!node) return false;
    const style = getComputedStyle(node);
    return (
      style.boxShadow !== 'none' ||
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0)
    );
  };
  const parent = active.parentElement;
  return {
    shown:
      drawn(active) ||
      drawn(parent) ||
      drawn(parent?.parentElement ?? null) ||
      [...active.querySelectorAll('*')].some(drawn),
    what: active.outerHTML.slice(0, 160),
  };
}

/** Tab (or Shift+Tab) until `target` has the focus, checking that each stop on the way shows. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target).toBeVisible();
  for (let stop = 0; stop < STOPS; stop += 1) {
    await page.keyboard.press(key);
    const focus = await page.evaluate(focusShown);
    expect(focus.shown, `the focus shows on ${focus.what}`).toBe(true);
    if (await target.evaluate((node) => node === document.activeElement)) return;
  }
  throw new Error(`${STOPS} presses of ${key} did not reach ${target.toString()}`);
}

/** Reaches a control by keyboard and presses Enter on it. */
async function choose(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await tabTo(page, target, key);
  await page.keyboard.press('Enter');
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookieNoticeAccepted', '1'));
});

test('sign up, claim a gift, write a ticket and play a game with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('keys');
  await page.goto('/pc');
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
  // Keys reach the page once the site has taken over its drawn first screen.
  await siteStarted(page);

  // Sign up by e-mail in the login box.
  await choose(page, page.getByRole('banner').getByRole('button', { name: 'Log in' }));
  const box = loginBox(page);
  // The tabs are one stop: the arrow keys move between them.
  await tabTo(page, box.getByRole('tab', { name: 'Login' }));
  await page.keyboard.press('ArrowRight');
  await expect(box.getByRole('tab', { name: 'Sign up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(box.getByRole('heading', { name: 'Sign up with mobile' })).toBeVisible();
  await choose(page, box.getByRole('button', { name: 'Sign up with email instead' }));
  await tabTo(page, box.getByLabel('Email'));
  await page.keyboard.type(email);
  const since = new Date();
  await choose(page, box.getByRole('button', { name: 'Get code' }));
  await expect(box.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
  const code = await latestCode(email, since);
  await tabTo(page, box.getByLabel('Verification code'), 'Shift+Tab');
  await page.keyboard.type(code);
  await tabTo(page, box.getByLabel('Password', { exact: true }));
  await page.keyboard.type('keys-pass-1');
  await tabTo(page, box.getByLabel('Confirm password'));
  await page.keyboard.type('keys-pass-1');
  await expect(box.getByRole('checkbox')).toBeChecked();
  const reloaded = page.waitForEvent('load');
  await choose(page, box.getByRole('button', { name: 'Create account' }));
  await reloaded;
  await expect(accountMenu(page)).toBeVisible();

  // Claim a gift in the Gift Center.
  const main = page.getByRole('navigation', { name: 'Main' });
  await choose(page, main.getByRole('link', { name: /^Gift Center/ }));
  await expect(page.getByRole('heading', { name: 'Gift Center', level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name: 'Early bird skin' });
  await choose(page, card.getByRole('button', { name: 'Claim' }));
  const claimed = page.getByRole('dialog', { name: 'Gift claimed' });
  await expect(claimed.locator('code')).toHaveText(/^SNAKE-/);
  await page.keyboard.press('Escape');
  await expect(claimed).toBeHidden();
  await expect(card.getByText('Claimed', { exact: true })).toBeVisible();

  // Write a ticket with a screenshot.
  await choose(page, main.getByRole('link', { name: /^Support/ }), 'Shift+Tab');
  await choose(page, page.getByRole('link', { name: 'New ticket' }).first());
  await expect(page.getByRole('heading', { name: 'New ticket', level: 1 })).toBeVisible();
  const problem = page.getByLabel('Problem type');
  await expect(problem.getByRole('option', { name: 'Bug report' })).toBeAttached();
  await tabTo(page, problem);
  await page.keyboard.type('Bug');
  await expect(problem).toHaveValue(/.+/);
  await tabTo(page, page.getByLabel('Server'));
  await page.keyboard.type('EU-2');
  await tabTo(page, page.getByLabel('Character name'));
  await page.keyboard.type('Nova');
  await tabTo(page, page.getByLabel('Description'));
  await page.keyboard.type('The board froze after the 512 tile.');
  await tabTo(page, page.getByLabel('Add screenshots'));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles([pngFile('board.png', [220, 40, 90])]);
  await expect(page.getByRole('img', { name: /^Screenshot \d/ })).toHaveCount(1);
  await expect(page.getByText('Uploading…')).toHaveCount(0);
  await choose(page, page.getByRole('button', { name: 'Send ticket' }));
  await expect(page).toHaveURL(/\/pc\/support\/ticket\/\d+$/);
  await expect(page.getByRole('list', { name: 'Conversation' })).toContainText('512 tile');

  // Find a game with the search box, start it, and leave through the exit dialog.
  await tabTo(page, page.getByRole('combobox', { name: /search/i }), 'Shift+Tab');
  await page.keyboard.type('number merge');
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('link', { name: new RegExp(MERGE.name) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/pc/game/info/${MERGE.appId}$`));
  await choose(page, page.getByRole('button', { name: 'Play now' }));
  await expect(page).toHaveURL(new RegExp(`/pc/game/${MERGE.appId}$`));
  await readyGame(page, MERGE.name);
  await choose(page, page.getByRole('button', { name: 'Leave the game' }));
  const exit = page.getByRole('dialog', { name: 'Leave the game' });
  await expect(exit.getByRole('heading', { name: `Leave ${MERGE.name}?` })).toBeVisible();
  await choose(page, exit.getByRole('button', { name: 'Leave game' }));
  await expect(page).not.toHaveURL(new RegExp(`/pc/game/${MERGE.appId}$`));
});
