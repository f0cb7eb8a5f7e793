import { expect, test } from '@playwright/test';

test('a search with a typo finds the game', async ({ page }) => {
  await page.goto('/pc');
  const box = page.getByRole('combobox', { name: 'Search games' });
  await box.fill('dragn');
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('link', { name: /Dragon Dash/ })).toBeVisible();
  await results.getByRole('link', { name: /Dragon Dash/ }).click();
  await expect(page).toHaveURL(/\/pc\/game\/info\/1008$/);
  await expect(results).toBeHidden();
});

test('an empty box shows top finds; a name that matches nothing says so', async ({ page }) => {
  await page.goto('/pc/game/list');
  const box = page.getByRole('combobox', { name: 'Search games' });
  await box.click();
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByText('Top finds')).toBeVisible();
  await expect(results.getByRole('link')).not.toHaveCount(0);

  await box.fill("  'zzqxw'  ");
  await expect(results.getByText('Game not found')).toBeVisible();

  await box.fill('');
  await expect(results.getByText('Top finds')).toBeVisible();
  await box.press('Escape');
  await expect(results).toBeHidden();
});

test('the keyboard walks the results', async ({ page }) => {
  await page.goto('/pc');
  const box = page.getByRole('combobox', { name: 'Search games' });
  await box.fill('snake');
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('link', { name: /Neon Snake/ })).toBeVisible();
  await box.press('ArrowDown');
  await expect(results.getByRole('link', { name: /Neon Snake/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pc\/game\/info\/1002$/);
});

test('the results mark the letters typed and the word a typo stands for', async ({ page }) => {
  await page.goto('/pc');
  const box = page.getByRole('combobox', { name: 'Search games' });
  await box.fill('neon sanke');
  const results = page.getByRole('region', { name: 'Search results' });
  const link = results.getByRole('link', { name: /Neon Snake/ });
  await expect(link).toBeVisible();
  await expect(link.locator('mark')).toHaveText(['Neon', 'Snake']);

  await box.fill('dra');
  await expect(results.getByRole('link').first().locator('mark')).toHaveText(['Dra']);
  await page.screenshot({ path: test.info().outputPath('search-highlight.png') });
});

test('nothing found offers a close name and the games of a tag the query names', async ({
  page,
}) => {
  await page.goto('/pc');
  const box = page.getByRole('combobox', { name: 'Search games' });
  await box.fill('drogon dosh zz');
  const results = page.getByRole('region', { name: 'Search results' });
  const offer = results.getByRole('button', { name: /Did you mean\s*Dragon Dash/ });
  await expect(offer).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('search-did-you-mean.png') });
  await offer.click();
  await expect(box).toHaveValue('Dragon Dash');
  await expect(results.getByRole('link', { name: /Dragon Dash/ })).toBeVisible();

  await box.fill('puzzle snakes zz');
  await expect(results.getByText('Game not found')).toBeVisible();
  await expect(results.getByText('Puzzle games')).toBeVisible();
  await expect(results.getByRole('link', { name: /Sudoku Zen/ })).toBeVisible();
});
