import { expect, test, type Page } from '@playwright/test';
import { gameFrame, paintedPixels } from './helpers';
import { playAsGuest } from './play-helpers';

test('a player goes from Home to the games list, opens a game and plays it', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/pc$/);
  await expect(page.getByRole('region', { name: 'Featured games' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('contentinfo')).toContainText(
    `© ${new Date().getFullYear()} Playhaven`,
  );

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' }).click();
  await expect(page).toHaveURL(/\/pc\/game\/list$/);
  await expect(page.getByRole('heading', { name: 'All games' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Games', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText('8 games')).toBeVisible();
  // A category chosen names the list and the tab's title after it.
  await page
    .getByRole('group', { name: 'Categories' })
    .getByRole('button', { name: 'Hot' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hot games' })).toBeVisible();
  await expect(page).toHaveTitle(/^Hot games/);
  await page
    .getByRole('group', { name: 'Categories' })
    .getByRole('button', { name: 'All games' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'All games' })).toBeVisible();

  await page.getByRole('link', { name: 'Neon Snake' }).click();
  await expect(page).toHaveURL(/\/pc\/game\/info\/1002$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Neon Snake' })).toBeVisible();
  await expect(page.getByText('How to play')).toBeVisible();
  // The hot games below a game are other games, never the one the page is about.
  const hot = page.getByRole('region', { name: 'Hot right now' });
  await expect(hot.getByRole('link').nth(1)).toBeVisible();
  await expect(hot.getByRole('link', { name: 'Neon Snake' })).toHaveCount(0);

  // Playing needs a login: the box opens over the page and the game starts once it succeeds.
  await page.getByRole('button', { name: 'Play now' }).click();
  await playAsGuest(page);
  await expect(page).toHaveURL(/\/pc\/game\/1002$/);
  const frame = await gameFrame(page, 'Neon Snake');
  // The games origin is a second port next to the portal's.
  expect(Number(new URL(frame.url()).port)).toBe(Number(new URL(page.url()).port) + 1);
  await expect(page.getByRole('status').filter({ hasText: 'Loading Neon Snake' })).toBeHidden();
  expect(await paintedPixels(frame)).toBeGreaterThan(50);

  const before = await frame.evaluate(() => document.querySelector('canvas')?.toDataURL());
  await frame.locator('canvas').click();
  await page.waitForTimeout(600);
  const after = await frame.evaluate(() => document.querySelector('canvas')?.toDataURL());
  expect(after).not.toBe(before);
});

test('the game list filters by category and tag, kept in the address', async ({ page }) => {
  await page.goto('/pc/game/list');
  await page
    .getByRole('group', { name: 'Categories' })
    .getByRole('button', { name: 'New' })
    .click();
  await expect(page).toHaveURL(/category=new/);
  await expect(page.getByText(/^\d+ games · New$/)).toBeVisible();
  await page.getByRole('group', { name: 'Tags' }).getByRole('button', { name: '#Runner' }).click();
  await expect(page).toHaveURL(/tagId=\d+/);
  await expect(page.getByRole('link', { name: 'Dragon Dash' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Neon Snake' })).toHaveCount(0);
});

test('news opens a story', async ({ page }) => {
  await page.goto('/pc/news/');
  await expect(page.getByRole('link', { name: 'News', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('link', { name: /Dragon Dash is out now/ }).click();
  await expect(page).toHaveURL(/\/pc\/news\/detail\?newsId=\d+/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dragon Dash is out now' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'See the game' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dragon Dash' })).toBeVisible();
});

test('with less motion asked for, the slideshow stays and nothing animates', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/pc');
  const slides = page.getByRole('group', { name: 'Choose a slide' }).getByRole('button');
  await expect(slides.first()).toHaveAttribute('aria-current', 'true');
  // The slideshow advances every 6 s on its own; it does not here.
  await page.waitForTimeout(6_500);
  await expect(slides.first()).toHaveAttribute('aria-current', 'true');
  // A tile lifts on hover with a transition, which is cut to nothing.
  const transition = await page
    .getByRole('region', { name: 'Most played' })
    .getByRole('link')
    .nth(1)
    .evaluate((tile) => getComputedStyle(tile).transitionDuration);
  for (const duration of transition.split(',')) expect(parseFloat(duration)).toBeLessThan(0.001);
});

/** The rows (a titled section's grid) whose shown items do not fill each line alike. */
const raggedRows = (page: Page) =>
  page.evaluate(() => {
    const ragged: string[] = [];
    for (const section of document.querySelectorAll('main section[aria-label]')) {
      const grid = [...section.children].find(
        (child) => getComputedStyle(child).display === 'grid',
      );
      if (!grid) continue;
      const lines = new Map<number, number>();
      for (const item of grid.children) {
        const box = item.getBoundingClientRect();
        if (box.width === 0) continue;
        lines.set(Math.round(box.top), (lines.get(Math.round(box.top)) ?? 0) + 1);
      }
      const counts = [...lines.values()];
      if (counts.some((count) => count !== counts[0])) {
        ragged.push(`${section.getAttribute('aria-label') ?? ''}: ${counts.join(' + ')}`);
      }
    }
    return ragged;
  });

test('between a phone and a desktop, no page scrolls sideways and the menu is in the drawer', async ({
  page,
}) => {
  for (const width of [700, 1000, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/pc', '/pc/game/list', `/pc/game/info/1001`, '/pc/news/']) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      // Every row of games or news shows full lines: no item alone on a line below a fuller one.
      expect(await raggedRows(page), `${path} at ${width} px`).toEqual([]);
    }
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible({ visible: width < 960 });
  }
});
