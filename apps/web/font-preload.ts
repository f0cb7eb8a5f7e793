import type { Plugin } from 'vite';

/** The site's text face for Latin text: the one file of the web font every page uses. */
const TEXT_FONT = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Preloads the site's text font from index.html, so that it is fetched beside the style sheet
 * rather than once the style sheet has been read and the page laid out. A page is then laid out
 * once, in its own face, instead of in a fallback face and again when the font arrives (a second
 * layout of the whole page, which a phone pays in blocking time, and a shift of its text).
 */
export function fontPreload(): Plugin {
  return {
    name: 'portal-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((name) => TEXT_FONT.test(name));
        if (font === undefined) return [];
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${font}`,
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
