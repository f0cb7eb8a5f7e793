/** The playing page of a game on this portal, under PUBLIC_URL (which may carry a path). */
export const gamePageUrl = (publicUrl: string, appId: number): string =>
  `${publicUrl.replace(/\/+$/, '')}/pc/game/${appId}`;
