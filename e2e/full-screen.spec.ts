import { expect, test } from '@playwright/test';
import { openGameAsGuest } from './play-helpers';

const DRAGON = { appId: 1008, name: 'Dragon Dash' };

test.beforeEach(async ({ page }) => {
  // Headless Chromium grants full screen without a gesture; a browser on screen refuses it
  // unless a click of this page still counts. Each page gets that browser's rule: full screen
  // only after a click in this document (a reload starts without one).
  await page.addInitScript(() => {
    const request = Object.getOwnPropertyDescriptor(Element.prototype, 'requestFullscreen')
      ?.value as (this: Element, options?: FullscreenOptions) => Promise<void>;
    let clicked = false;
    addEventListener('pointerdown', (event) => (clicked ||= event.isTrusted), true);
    Element.prototype.requestFullscreen = function (this: Element, options?: FullscreenOptions) {
      if (!clicked) return Promise.reject(new TypeError('Permissions check failed'));
      clicked = false;
      return request.call(this, options);
    };
  });
});

test('a full-screen game started by the login reload offers one tap to full screen', async ({
  page,
}) => {
  // The game starts after the guest login's reload: no click counts any more, and the browser
  // refuses full screen without one.
  await openGameAsGuest(page, DRAGON.appId, DRAGON.name);
  const offer = page.getByRole('region', { name: 'Play in full screen' });
  await expect(offer).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  await offer.getByRole('button', { name: 'Full screen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await expect(offer).toBeHidden();
});

test('a game that is not full screen offers nothing', async ({ page }) => {
  await openGameAsGuest(page, 1002, 'Neon Snake');
  await expect(page.getByRole('toolbar', { name: 'Game tools' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Play in full screen' })).toHaveCount(0);
});
