import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Frame, type Page } from '@playwright/test';

/**
 * Resolves once the site has taken over a page's first screen drawn by the server (until then
 * it is inert: it takes no focus, so a test that moves focus itself waits for this first).
 */
export async function siteStarted(page: Page): Promise<void> {
  await expect(page.locator('#root[inert]')).toHaveCount(0);
}

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

/** The data folder of the server under test (see playwright.config.ts). */
const dataDir = () => {
  const dir = process.env.PORTAL_E2E_DATA_DIR;
  if (!dir)
    throw new Error('PORTAL_E2E_DATA_DIR is not set; run the specs through playwright.config.ts');
  return dir;
};

/**
 * The 6-digit code of the latest message the development outbox (`outbox.jsonl` in the data
 * folder) holds for `recipient`, written at or after `since`; polls until one arrives.
 */
export async function latestCode(recipient: string, since = new Date(0)): Promise<string> {
  const file = path.join(dataDir(), 'outbox.jsonl');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const text = await readFile(file, 'utf8').catch(() => '');
    const found = text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as { recipient: string; body: string; createdAt: string })
      .filter((entry) => entry.recipient === recipient && new Date(entry.createdAt) >= since)
      .at(-1);
    const code = found && /\b(\d{6})\b/.exec(found.body)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code reached ${recipient}`);
}

/**
 * What the browser adds to the site's own fetch. A spec calling a state-changing GET (opening a
 * message, agreeing the policy) on the session cookie sends it too, or the server takes the call
 * for an image or a link from elsewhere and refuses it.
 */
export const SITE_FETCH_HEADERS = { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty' };
