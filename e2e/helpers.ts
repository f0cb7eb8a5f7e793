import { expect, type Frame, type Page } from '@playwright/test';

/** The hosted game's frame once its page has loaded on the games origin. */
export async function gameFrame(page: Page, name: string): Promise<Frame> {
  const element = page.locator(`iframe[title="${name}"]`);
  await expect(element).toBeVisible();
  const handle = await element.elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`no frame for ${name}`);
  await frame.waitForLoadState('load');
  return frame;
}

/**
 * How many sampled pixels of the game's canvas differ from its top-left corner: a drawn game
 * has many, a blank or failed canvas none.
 */
export async function paintedPixels(frame: Frame): Promise<number> {
  await frame.locator('canvas').first().waitFor();
  return frame.evaluate(() => {
    const canvas = document.querySelector('canvas');
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || canvas.width === 0) return 0;
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let differing = 0;
    const step = 4 * 97;
    for (let i = 0; i < data.length; i += step) {
      if (data[i] !== data[0] || data[i + 1] !== data[1] || data[i + 2] !== data[2]) differing++;
    }
    return differing;
  });
}
