/**
 * Where a mobile browser goes instead of a desktop page: the mobile site, with the game's appId
 * as a query value when it was about to play one.
 */
export function mobileTarget(mobileSiteUrl: string, appId?: number): string {
  const url = new URL(mobileSiteUrl);
  if (appId !== undefined) url.searchParams.set('appId', String(appId));
  return url.toString();
}

/** Leaves for the mobile site; the desktop page is not kept in the history to come back to. */
export function leaveForMobileSite(mobileSiteUrl: string, appId?: number): void {
  window.location.replace(mobileTarget(mobileSiteUrl, appId));
}
