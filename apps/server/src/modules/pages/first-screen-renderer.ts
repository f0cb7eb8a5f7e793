import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A page's first screen drawn from its first answers: its markup and the style sheets it needs. */
export interface FirstScreenMarkup {
  markup: string;
  /** Addresses of the style sheets of the lazily loaded page it shows (the site's own are linked). */
  styles: string[];
  /**
   * The text of every style sheet the drawing needs, the site's own included, by address: the
   * page carries them, so the screen is painted without asking for another file first.
   */
  sheets: Record<string, string>;
}

export type DrawFirstScreen = (
  url: string,
  answers: Record<string, unknown>,
) => Promise<FirstScreenMarkup | null>;

/** What the web build's renderer answers (apps/web/src/first-screen/render.tsx). */
type RenderFirstScreen = (
  url: string,
  answers: Record<string, unknown>,
) => Promise<{ markup: string; modules: string[] } | null>;

/** One chunk of the web build's manifest (`build.manifest`). */
interface ManifestChunk {
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The site's entry in the build's manifest: its style sheets are linked by index.html. */
const SITE_ENTRY = 'index.html';

/** Where the web build puts the module that draws first screens: beside the built site. */
export const firstScreenRendererPath = (webDist: string) =>
  path.join(webDist, '..', 'dist-server', 'render.js');

/** The style sheets a chunk of the build needs, its static imports' included, in load order. */
export function stylesOf(manifest: Manifest, module: string): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const imported of chunk?.imports ?? []) visit(imported);
    for (const css of chunk?.css ?? []) found.add(`/${css}`);
  };
  visit(module);
  return [...found];
}

/**
 * The web build's first-screen renderer (apps/web/src/first-screen), or null when the site was
 * built without it. It is imported when the first page is drawn, not at start, so a server that
 * answers only the API never loads React. A page it fails to draw is served without its first
 * screen (the browser draws it, as before), and the failure is logged.
 */
export function firstScreenRenderer(
  webDist: string,
  warn: (error: unknown) => void,
): DrawFirstScreen | null {
  const file = firstScreenRendererPath(webDist);
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file) || !existsSync(manifestFile)) return null;
  let loaded: Promise<RenderFirstScreen> | null = null;
  let manifest: Manifest | null = null;
  // The build's style sheets do not change while the server runs: each is read once. One that
  // cannot be read stays a link.
  const sheetTexts = new Map<string, string | null>();
  const sheetText = (href: string): string | null => {
    if (!sheetTexts.has(href)) {
      const file = path.join(webDist, path.normalize(href));
      sheetTexts.set(
        href,
        file.startsWith(webDist) && existsSync(file) ? readFileSync(file, 'utf8') : null,
      );
    }
    return sheetTexts.get(href) ?? null;
  };
  return async (url, answers) => {
    try {
      loaded ??= import(pathToFileURL(file).href).then(
        (module: { renderFirstScreen: RenderFirstScreen }) => module.renderFirstScreen,
      );
      const chunks = (manifest ??= JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest);
      const drawn = await (await loaded)(url, answers);
      if (!drawn) return null;
      const styles = [...new Set(drawn.modules.flatMap((module) => stylesOf(chunks, module)))];
      const needed = new Set([...stylesOf(chunks, SITE_ENTRY), ...styles]);
      return {
        markup: drawn.markup,
        styles,
        sheets: Object.fromEntries(
          [...needed].flatMap((href) => {
            const text = sheetText(href);
            return text === null ? [] : [[href, text]];
          }),
        ),
      };
    } catch (error) {
      warn(error);
      return null;
    }
  };
}
