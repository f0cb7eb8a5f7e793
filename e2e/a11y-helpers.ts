import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

/** The rules the site is held to: WCAG 2.1 A and AA, and axe's best practice; none switched off. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

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
  private readonly found: string[] = [];
  readonly checked: string[] = [];

  constructor(private readonly page: Page) {}

  async check(where: string, include?: string): Promise<void> {
    // Transitions and the slideshow settle before the colours are read.
    await this.page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 350))),
    );
    // Only violations are gathered: the passes' details are most of axe's time.
    let builder = new AxeBuilder({ page: this.page })
      .withTags(TAGS)
      .options({ resultTypes: ['violations'] });
    if (include) builder = builder.include(include);
    const { violations } = await builder.analyze();
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
