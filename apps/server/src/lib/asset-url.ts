/** Stored artwork and game paths are relative to the games origin unless already absolute. */
export const assetUrl = (origin: string, value: string): string =>
  /^https?:\/\//i.test(value)
    ? value
    : `${origin.replace(/\/$/, '')}${value.startsWith('/') ? '' : '/'}${value}`;
