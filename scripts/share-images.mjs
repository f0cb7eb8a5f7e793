import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

/**
 * Draws each built-in game's share card image (games/public/<slug>/art/share.jpg) from its banner
 * in Chromium: social networks and chat apps show PNG and JPEG previews, not SVG. Run after
 * changing a banner; the PNGs are committed.
 */
const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'games/public');
const WIDTH = 1280;
const HEIGHT = 720;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
});
const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
for (const slug of readdirSync(publicDir)) {
  const art = path.join(publicDir, slug, 'art');
  const banner = readFileSync(path.join(art, 'banner.svg'), 'utf8');
  await page.setContent(`<style>html,body{margin:0}svg{display:block}</style>${banner}`);
  await page.screenshot({ path: path.join(art, 'share.jpg'), type: 'jpeg', quality: 85 });
}
await browser.close();
