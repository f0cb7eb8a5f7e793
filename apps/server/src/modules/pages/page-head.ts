import { FIRST_ANSWERS_ELEMENT_ID } from '@portal/contracts';

/** What a page says about itself to search engines and to the cards of shared links. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's one address (absolute), also the card's og:url. */
  canonical: string;
  /** OpenGraph type: `website` for the site's pages, `article` for news. */
  type: 'website' | 'article';
  /** An absolute picture address for the card, when the page has one. */
  image?: string;
  /** A schema.org object, written as JSON-LD. */
  structuredData?: Record<string, unknown>;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an element's content or a quoted attribute value. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/**
 * JSON made safe inside a `<script>` element: no `<` can close it or open a comment, and the
 * line separators JavaScript once refused are escaped too. The JSON means the same.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Longest description search results show in full. */
export const DESCRIPTION_MAX = 160;

/** One line of at most DESCRIPTION_MAX characters, cut at a word with an ellipsis. */
export function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The head tags of a page, each value escaped. */
export function renderHead(head: PageHead, siteName: string): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    ...(head.structuredData
      ? [`<script type="application/ld+json">${scriptJson(head.structuredData)}</script>`]
      : []),
  ];
  return tags.join('\n    ');
}

const TITLE = /[ \t]*<title>[^<]*<\/title>[ \t]*\n?/;
const DESCRIPTION = /[ \t]*<meta\s+name="description"[^>]*>[ \t]*\n?/;

/**
 * The built index.html with this page's head: its own title and description replace the site's,
 * the other tags go before `</head>`. A page without a head of its own (an unknown address) keeps
 * the file's title and description and gets no card.
 */
export function fillPage(indexHtml: string, head: string | null): string {
  if (head === null) return indexHtml;
  const bare = indexHtml.replace(DESCRIPTION, '').replace(TITLE, '');
  // A function, so that `$` in a game's name is not read as a replacement pattern.
  return bare.replace(/[ \t]*<\/head>/, () => `    ${head}\n  </head>`);
}

/** What a page's first screen needs at once: the answers it draws, and the picture it shows first. */
export interface FirstScreen {
  /** API answers by `firstAnswerKey`, taken by the site's request helper instead of asking. */
  answers: Record<string, unknown>;
  /** The largest picture of the first screen, fetched beside the scripts instead of after them. */
  image?: string | undefined;
  /**
   * That picture's srcset and sizes as its `<img>` has them (a built-in game's wide picture has a
   * smaller copy), so the copy preloaded is the one the page shows.
   */
  imageSrcSet?: { srcSet: string; sizes: string } | undefined;
  /**
   * The first screen's markup as the site draws it, shown until the site has taken it over. It
   * is inert: nothing in it answers a tap or takes focus before then.
   */
  markup?: string | null | undefined;
  /** The style sheets that markup needs beyond the site's own (a lazily loaded page's). */
  styles?: string[] | undefined;
  /** The text of the style sheets that markup needs, the site's own included, by address. */
  sheets?: Record<string, string> | undefined;
}

/** The element the site renders into, empty in the built index.html. */
const ROOT = '<div id="root"></div>';
/** The site's entry module as the build writes it into index.html. */
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOADS = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;
/** Starts the site once a drawn first screen shows its main picture (apps/web/public). */
const START_SCRIPT = '/start-after-first-screen.js';

/**
 * A page with its first screen drawn in `#root`, inert until the site has taken it over, and the
 * site's scripts requested once that screen shows its main picture (by START_SCRIPT, a deferred
 * script) rather than beside it: on a slow connection the picture and the style sheet do not
 * share the bandwidth with 130 KB of scripts, and the screen is painted before the scripts are
 * parsed and run. A page whose index.html names no entry module is left as it is.
 */
function startAfterFirstScreen(page: string, markup: string): string {
  const entry = ENTRY.exec(page)?.[1];
  if (entry === undefined) return page;
  return page
    .replace(ROOT, () => `<div id="root" inert>${markup}</div>`)
    .replace(
      ENTRY,
      () => `<script defer src="${START_SCRIPT}" data-entry="${escapeHtml(entry)}"></script>`,
    )
    .replaceAll(MODULE_PRELOADS, '');
}

/** A style sheet the way index.html links it. */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * A style sheet of the build written into the page, so the first screen is painted without asking
 * for another file first. The disabled link beside it is neither fetched nor applied: it tells the
 * site's module loader, which looks for a stylesheet link by its address before adding one, that
 * the sheet is already on the page.
 */
const inlineSheet = (href: string, text: string) =>
  `<style data-href="${escapeHtml(href)}">${text.replace(/<\/(style)/gi, '<\\/$1')}</style>` +
  `<link rel="stylesheet" href="${escapeHtml(href)}" disabled>`;

/** The page with its first screen's answers before `</body>` and its first picture preloaded. */
export function fillFirstScreen(page: string, screen: FirstScreen | null): string {
  if (screen === null) return page;
  const responsive = screen.imageSrcSet
    ? ` imagesrcset="${escapeHtml(screen.imageSrcSet.srcSet)}" imagesizes="${escapeHtml(screen.imageSrcSet.sizes)}"`
    : '';
  const preload = screen.image
    ? `<link rel="preload" as="image" href="${escapeHtml(screen.image)}"${responsive} fetchpriority="high" />`
    : null;
  const script = `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${scriptJson(screen.answers)}</script>`;
  const styles = screen.markup ? (screen.styles ?? []) : [];
  const sheets = screen.markup ? (screen.sheets ?? {}) : {};
  const sheet = (href: string) => {
    const text = sheets[href];
    return text === undefined
      ? `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`
      : inlineSheet(href, text);
  };
  const links = [
    // A lazily loaded page's sheets, but those index.html links already (the site's own).
    ...styles.filter((href) => !page.includes(`href="${href}"`)).map(sheet),
    ...(preload ? [preload] : []),
  ];
  // The site's own sheets, as index.html links them, written in where the page carries them.
  const own = page.replace(STYLESHEET, (_link, href: string) => sheet(href));
  const headed = links.length
    ? own.replace(/[ \t]*<\/head>/, () => `    ${links.join('\n    ')}\n  </head>`)
    : own;
  const drawn = screen.markup ? startAfterFirstScreen(headed, screen.markup) : headed;
  return drawn.replace(/[ \t]*<\/body>/, () => `    ${script}\n  </body>`);
}
