import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import type * as Axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';

/** The rules the site is held to: WCAG 2.1 A and AA, and axe's best practice; none switched off. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** axe itself, the copy @axe-core/playwright runs. */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/** Only violations are gathered: the passes' details are most of axe's time. */
const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: TAGS },
  resultTypes: ['violations'],
};

/**
 * axe run in the page itself, as AxeBuilder runs it in a page with no frames. AxeBuilder's way,
 * built for frames (axe put in every frame, the results put together in a new page), costs over
 * a second more per check, which on a sweep of many screens was most of its time.
 */
async function axeInPage(page: Page, include: string | undefined): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ([context, options]) =>
      (window as unknown as { axe: typeof Axe }).axe.run(context ?? document, options),
    [include, RUN_OPTIONS] as const,
  );
}

/** axe in the page and every frame of it (a game's), as AxeBuilder runs it. */
function inFrames(page: Page, include: string | undefined): Promise<AxeResults> {
  let builder = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  return builder.analyze();
}

/** The phone layout, as e2e/phone.spec.ts sees it. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
};
export const LAYOUTS = { desktop: {}, phone: PHONE } as const;

/**
 * A sweep of many screens in one page: each `check` runs axe on what is shown (or on the part
 * under `include`) and keeps its violations; `expectClean` fails once, naming every rule and node
 * found, so one run lists all that is left to fix.
 */
export class AxeSweep {
  readonly found: string[] = [];
  readonly checked: string[] = [];

  constructor(private readonly page: Page) {}

  async check(where: string, include?: string): Promise<void> {
    // Transitions and the slideshow settle before the colours are read.
    await this.page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 350))),
    );
    const { violations } =
      this.page.frames().length > 1
        ? await inFrames(this.page, include)
        : await axeInPage(this.page, include);
    this.checked.push(where);
    for (const violation of violations) {
      for (const node of violation.nodes) {
        this.found.push(
          `${where}: ${violation.id} at ${node.target.join(' ')}: ${(node.failureSummary ?? violation.help).replace(/\s+/g, ' ')}`,
        );
      }
    }
  }

  expectClean(): void {
    expect(this.found, this.found.join('\n')).toEqual([]);
  }
}

/** A fresh page in the given layout, with its own cookies. */
export async function pageIn(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  return context.newPage();
}
