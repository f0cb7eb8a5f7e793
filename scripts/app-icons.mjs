import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

/**
 * Draws the installed app's icons (apps/web/public/icons) from the site's logo, the favicon, in
 * Chromium: the logo as is at 192 and 512 px, and full-bleed maskable versions whose play mark
 * stays inside the safe zone a phone's mask keeps. Run after changing the logo; the PNGs are
 * committed.
 */
const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'apps/web/public');
const logo = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
// The maskable icon fills its square: the logo's rounded corners become the mask's to draw.
const maskable = logo.replace(/ rx="\d+"/, '');
const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'maskable-192.png', size: 192, svg: maskable },
  { file: 'maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon.png', size: 180, svg: maskable },
];

const outDir = path.join(publicDir, 'icons');
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
});
const page = await browser.newPage();
for (const { file, size, svg } of icons) {
  await page.setViewportSize({ width: size, height: size });
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
  );
  await page.screenshot({ path: path.join(outDir, file), omitBackground: true });
}
await browser.close();
