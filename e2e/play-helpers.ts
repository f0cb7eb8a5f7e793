import { expect, type Frame, type Page } from '@playwright/test';
import { gameFrame } from './helpers';
import { loginBox } from './account-helpers';

/** The login box a game start opens; a guest login reloads the page, which starts the game. */
export async function playAsGuest(page: Page): Promise<void> {
  const box = loginBox(page);
  await expect(box).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await box.getByRole('button', { name: 'Play as guest' }).click();
  await reloaded;
}

/** The game's frame once the game has told the portal it is ready. */
export async function readyGame(page: Page, name: string): Promise<Frame> {
  const frame = await gameFrame(page, name);
  await expect(page.getByRole('status').filter({ hasText: `Loading ${name}` })).toBeHidden();
  return frame;
}

/** Opens a game by its address as a visitor from outside would, logging in as a guest. */
export async function openGameAsGuest(page: Page, appId: number, name: string): Promise<Frame> {
  await page.goto(`/pc/game/${appId}`);
  await playAsGuest(page);
  return readyGame(page, name);
}
