/**
 * The width of the smaller copy a built-in game's wide pictures (its banner and screenshots, 1280
 * px) have beside them on the games origin, as `<name>-768.webp` (scripts/art-images.mjs).
 */
export const SMALL_ART_WIDTH = 768;
const FULL_ART_WIDTH = 1280;

/** A built-in game's wide picture: `/<slug>/art/banner.webp` or `/<slug>/art/shot-<n>.webp`. */
const WIDE_ART = /^(\/[a-z0-9-]+\/art\/(?:banner|shot-\d+))\.webp$/;

/**
 * How wide each wide picture shows, as an `<img sizes>`: a phone (the site's layout below 640 or
 * 720 px) and a desktop. The server preloads Home's first banner and a game page's banner with
 * the same value, so the copy it preloads is the one the page shows.
 */
export const ART_SIZES = {
  hero: '(max-width: 720px) 100vw, 880px',
  gameBanner: '(max-width: 720px) 100vw, 900px',
  card: '(max-width: 640px) 50vw, 400px',
  screenshot: '(max-width: 640px) 50vw, 450px',
} as const;

/**
 * The srcset of a wide picture that is a built-in game's, on the games origin: its smaller copy
 * and itself, so a phone or a card fetches a third of the bytes. Undefined for any other picture
 * (a publisher's upload, another host), which has no smaller copy.
 */
export function wideArtSrcSet(url: string, gamesOrigin: string | undefined): string | undefined {
  if (gamesOrigin === undefined) return undefined;
  const origin = gamesOrigin.replace(/\/+$/, '');
  if (origin === '' || !url.startsWith(`${origin}/`)) return undefined;
  const stem = WIDE_ART.exec(url.slice(origin.length))?.[1];
  if (stem === undefined) return undefined;
  return `${origin}${stem}-${SMALL_ART_WIDTH}.webp ${SMALL_ART_WIDTH}w, ${url} ${FULL_ART_WIDTH}w`;
}

/**
 * A wide picture's `srcSet` and `sizes` (an `<img>`'s, or its preload's `imagesrcset` and
 * `imagesizes`) when it has a smaller copy; undefined when it has none.
 */
export function wideArt(
  url: string,
  sizes: string,
  gamesOrigin: string | undefined,
): { srcSet: string; sizes: string } | undefined {
  const srcSet = wideArtSrcSet(url, gamesOrigin);
  return srcSet === undefined ? undefined : { srcSet, sizes };
}
