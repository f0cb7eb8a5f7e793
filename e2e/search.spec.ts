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
  await box.focus();
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
