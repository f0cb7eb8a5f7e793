import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

/**
 * Draws the raster artwork of each built-in game (games/public/<slug>/art/) from its SVG sources
 * in Chromium:
 * - `icon.webp`, `banner.webp` and `shot-<n>.webp` (the wide ones also as `<name>-768.webp`),
 *   which the portal shows. A browser lays out an
 *   SVG image as a document of its own, text and filters included, on the page's main thread; a
 *   WebP is decoded off it, so a phone's first screen of tiles and banners stays responsive.
 * - `share.jpg`, the banner for share cards: other sites' previews show JPEG, not SVG or WebP.
 * Run after changing an SVG; the images are committed.
 */
const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'games/public');
const WEBP_QUALITY = 0.82;
/** Pixel sizes: an icon shows at most 128 px wide, at up to twice the pixels. */
const SIZES = { icon: [256, 256], banner: [1280, 720], shot: [1280, 720] };
/**
 * The wide pictures (banner, screenshots) have a smaller copy beside them, `<name>-768.webp`, which
 * the site offers in their srcset (apps/web/src/lib/art.ts, SMALL_ART_WIDTH): a phone's screen,
 * or a card, needs no more, at a third of the bytes.
 */
const SMALL_WIDTH = 768;
const WIDE = new Set(['banner', 'shot']);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
});
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });

/** The SVG drawn at `width` x `height` and encoded as WebP, in the page's canvas. */
async function webp(svg, [width, height]) {
  const dataUrl = await page.evaluate(
    async ({ svg, width, height, quality }) => {
      const image = new Image(width, height);
      image.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d').drawImage(image, 0, 0, width, height);
      return canvas.toDataURL('image/webp', quality);
    },
    { svg, width, height, quality: WEBP_QUALITY },
  );
  if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error('this browser makes no WebP');
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

for (const slug of readdirSync(publicDir)) {
  const art = path.join(publicDir, slug, 'art');
  for (const file of readdirSync(art).filter((f) => f.endsWith('.svg'))) {
    const name = file.slice(0, -'.svg'.length);
    const size = SIZES[name.startsWith('shot-') ? 'shot' : name];
    if (!size) continue;
    const svg = readFileSync(path.join(art, file), 'utf8');
    writeFileSync(path.join(art, `${name}.webp`), await webp(svg, size));
    if (WIDE.has(name.startsWith('shot-') ? 'shot' : name)) {
      const [width, height] = size;
      const small = [SMALL_WIDTH, Math.round((height * SMALL_WIDTH) / width)];
      writeFileSync(path.join(art, `${name}-${SMALL_WIDTH}.webp`), await webp(svg, small));
    }
  }
  const banner = readFileSync(path.join(art, 'banner.svg'), 'utf8');
  await page.setContent(`<style>html,body{margin:0}svg{display:block}</style>${banner}`);
  await page.screenshot({ path: path.join(art, 'share.jpg'), type: 'jpeg', quality: 85 });
}
await browser.close();
