import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { loginBox } from './account-helpers';
import { siteStarted } from './helpers';

/**
 * Home, the games list and a game's page arrive with their first screen drawn by the server
 * (apps/web/src/first-screen): painted before the site's scripts run, inert until the site has
 * taken it over (hydration), which must not move anything on the screen.
 */
const DRAWN = ['/pc', '/pc/game/list', '/pc/game/info/1001'];

/** The waits the site's starter gives up after, read from the script itself. */
const STARTER = readFileSync(
  new URL('../apps/web/public/start-after-first-screen.js', import.meta.url),
  'utf8',
);
function waitOf(name: string): number {
  const ms = Number(new RegExp(`${name} = (\\d+)`).exec(STARTER)?.[1]);
  if (!Number.isFinite(ms)) throw new Error(`start-after-first-screen.js has no ${name}`);
  return ms;
}
const LONGEST_WAIT_MS = waitOf('LONGEST_WAIT_MS');
const LONGEST_PAINT_WAIT_MS = waitOf('LONGEST_PAINT_WAIT_MS');

test('the pages arrive drawn, with their games, and inert', async ({ request }) => {
  for (const url of DRAWN) {
    const html = await (await request.get(url)).text();
    const root = /<div id="root" inert>([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1] ?? '';
    expect(root, url).toContain('Number Merge 2048');
    expect(root, url).toContain('<header');
    expect(html, url).toContain('src="/start-after-first-screen.js"');
  }
});

test('each page names its main picture, and the site is fetched only once it is painted', async ({
  page,
}) => {
  for (const url of DRAWN) {
    await page.goto(url);
    await siteStarted(page);
    const { painted, pictureIn, entryAsked } = await page.evaluate(async () => {
      const picture = document.querySelector('#root img[fetchpriority="high"][elementtiming]');
      // The paints the browser reported (Element Timing), kept for an observer that asks for
      // them (buffered).
      const paints = await new Promise<(PerformanceEntry & { element: Element | null })[]>(
        (resolve) => {
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            resolve(list.getEntries() as (PerformanceEntry & { element: Element | null })[]);
          }).observe({ type: 'element', buffered: true });
        },
      );
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => /\/assets\/index-[\w-]+\.js$/.test(e.name));
      const src = picture instanceof HTMLImageElement ? picture.currentSrc : '';
      return {
        painted: picture ? (paints.find((p) => p.element === picture)?.startTime ?? null) : null,
        // The picture's last byte: its load event, which starts the wait for its paint, is later.
        pictureIn:
          (
            performance.getEntriesByName(src, 'resource')[0] as
              PerformanceResourceTiming | undefined
          )?.responseEnd ?? null,
        entryAsked: entry?.startTime ?? null,
      };
    });
    // Fetched beside the picture, the site's scripts would share the connection and the main
    // thread with the first screen; a picture never reported painted would hold the site back.
    // On a machine too busy to paint within the starter's waits, the site starts when they end.
    expect(painted, url).not.toBeNull();
    expect(pictureIn, url).not.toBeNull();
    expect(entryAsked, url).not.toBeNull();
    const earliest = Math.min(
      painted ?? Infinity,
      (pictureIn ?? Infinity) + LONGEST_PAINT_WAIT_MS,
      LONGEST_WAIT_MS,
    );
    expect(entryAsked ?? 0, url).toBeGreaterThanOrEqual(earliest);
  }
});

test('a drawn page carries its style sheets: none is fetched, before or after the takeover', async ({
  page,
}) => {
  const sheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') sheets.push(request.url());
  });
  await page.goto('/pc/game/info/1001');
  await siteStarted(page);
  // The games list's chunk and its style sheet, loaded by the site when it is visited.
  await page.getByRole('link', { name: 'See all' }).first().click();
  await expect(page).toHaveURL(/\/pc\/game\/list/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The site's own sheet and the game page's are in the page; only the list's own is asked for.
  expect(sheets.filter((url) => !/\/games-list-[\w-]+\.css$/.test(url))).toEqual([]);
  // A sheet is applied once: the disabled links the page names them by apply nothing.
  const applied = await page.evaluate(
    () => [...document.styleSheets].filter((sheet) => !sheet.disabled).length,
  );
  expect(applied).toBe(
    new Set(
      await page.evaluate(() =>
        [
          ...document.querySelectorAll('style[data-href], link[rel="stylesheet"]:not([disabled])'),
        ].map((el) => el.getAttribute('data-href') ?? el.getAttribute('href')),
      ),
    ).size,
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

  test('the banners come as their smaller copies, preloaded as shown and fetched once', async ({
    page,
  }) => {
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
    });
    for (const url of ['/pc', '/pc/game/info/1001']) {
      pictures.length = 0;
      await page.goto(url);
      await siteStarted(page);
      const shown = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('main img[srcset]')]
          .filter((img) => img.complete && img.getBoundingClientRect().top < innerHeight)
          .map((img) => ({ src: new URL(img.currentSrc).pathname, width: img.naturalWidth })),
      );
      expect(shown.length, url).toBeGreaterThan(0);
      for (const img of shown) {
        expect(img.src, url).toMatch(/\/art\/(banner|shot-\d)-768\.webp$/);
        // Loaded: a missing copy would have no size.
        expect(img.width, url).toBeGreaterThan(0);
      }
      // The page's main banner: preloaded as the copy it shows, so not fetched in full too.
      const main = shown[0]?.src ?? '';
      expect(
        pictures.filter((p) => p === main),
        url,
      ).toHaveLength(1);
      expect(pictures, url).not.toContain(main.replace('-768.webp', '.webp'));
    }
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the site takes over each drawn page without moving it (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const url of DRAWN) {
      await page.goto(url);
      // The site has taken the drawn screen over.
      await siteStarted(page);
      await expect(page.locator('main').getByText('Number Merge 2048').first()).toBeVisible();
      const shifted = await page.evaluate(() =>
        (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0),
      );
      expect(shifted, url).toBeLessThan(0.01);
    }
  });
}

test('the site takes over the drawn elements rather than drawing them again', async ({
  page,
  request,
}) => {
  for (const url of DRAWN) {
    const html = await (await request.get(url)).text();
    // React's ids of the drawn markup: a page drawn again in the browser would number its own.
    const drawnIds = [...html.matchAll(/aria-controls="([^"]+)"/g)].map((m) => m[1]);
    expect(drawnIds.length, url).toBeGreaterThan(0);
    await page.goto(url);
    await siteStarted(page);
    const liveIds = await page
      .locator('#root [aria-controls]')
      .evaluateAll((elements) => elements.map((e) => e.getAttribute('aria-controls')));
    expect(liveIds, url).toEqual(drawnIds);
  }
});

test('a tap before the site has started waits for it, then works', async ({ page }) => {
  await page.goto('/pc');
  // Whether or not the site has replaced the drawn screen yet, the click lands on the live button.
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(loginBox(page)).toBeVisible();
});

test('without the site’s scripts, the drawn page is made live and its links lead on', async ({
  page,
}) => {
  await page.route('**/assets/index-*.js', (route) => route.abort());
  await page.goto('/pc');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' }).click();
  await expect(page).toHaveURL(/\/pc\/game\/list$/);
  await expect(page.getByRole('heading', { name: 'All games' })).toBeVisible();
});
