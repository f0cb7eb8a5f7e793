import { sitePaths } from '@portal/contracts';

/** A page of this portal, under PUBLIC_URL (which may carry a path). */
export const siteUrl = (publicUrl: string, path: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${path}`;

/** The playing page of a game on this portal. */
export const gamePageUrl = (publicUrl: string, appId: number): string =>
  siteUrl(publicUrl, sitePaths.playing(appId));
