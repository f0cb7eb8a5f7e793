import { wideArtSrcSet } from '@portal/contracts';
import { useClientConfig } from './client-config';

/** The games origin, where the built-in games' pictures are; undefined until the config is read. */
export const useGamesOrigin = (): string | undefined => useClientConfig().data?.gamesOrigin;

/** `srcSet` and `sizes` for a wide picture shown at `sizes`, when it has a smaller copy. */
export function wideArt(
  url: string,
  sizes: string,
  gamesOrigin: string | undefined,
): { srcSet?: string; sizes?: string } {
  const srcSet = wideArtSrcSet(url, gamesOrigin);
  return srcSet === undefined ? {} : { srcSet, sizes };
}
