import { ARTWORK_PATH, HOSTED_GAMES_PATH } from '@portal/contracts';
import type { Config } from '../config.js';

/**
 * Where stored pictures and hosted games are read: the games origin, and with S3_PUBLIC_URL the
 * bucket's public address (with S3_PREFIX) for the files the portal put there.
 */
export interface AssetOrigins {
  games: string;
  bucket: string | undefined;
}

export const assetOrigins = (
  config: Pick<Config, 'GAMES_ORIGIN' | 'S3_BUCKET' | 'S3_PREFIX' | 'S3_PUBLIC_URL'>,
): AssetOrigins => ({
  games: config.GAMES_ORIGIN.replace(/\/$/, ''),
  bucket:
    config.S3_BUCKET && config.S3_PUBLIC_URL
      ? `${config.S3_PUBLIC_URL}${config.S3_PREFIX}`
      : undefined,
});

/** The bucket's address of a stored path, when the bucket is public and holds it. */
function bucketUrl(bucket: string, path: string): string | undefined {
  if (path.startsWith(ARTWORK_PATH)) return `${bucket}artwork/${path.slice(ARTWORK_PATH.length)}`;
  if (!path.startsWith(HOSTED_GAMES_PATH)) return undefined;
  // A bucket's address names files, not folders: a version's start page is named in full.
  const rest = path.slice(HOSTED_GAMES_PATH.length);
  return `${bucket}hosted-games/${rest}${rest.endsWith('/') ? 'index.html' : ''}`;
}

/**
 * Stored artwork and game paths are relative to the games origin (or the bucket's public address)
 * unless already absolute.
 */
export function assetUrl(origins: AssetOrigins, value: string): string {
  if (/^https?:\/\//i.test(value)) return value;
  const path = value.startsWith('/') ? value : `/${value}`;
  const inBucket = origins.bucket === undefined ? undefined : bucketUrl(origins.bucket, path);
  return inBucket ?? `${origins.games}${path}`;
}

/**
 * The stored path of a picture's address as `assetUrl` hands it out (on the games origin, or
 * artwork at the bucket's public address), or undefined for any other address.
 */
export function storedPathOf(origins: AssetOrigins, url: string): string | undefined {
  if (url.startsWith(`${origins.games}/`)) return url.slice(origins.games.length);
  const artwork = origins.bucket === undefined ? undefined : `${origins.bucket}artwork/`;
  if (artwork === undefined || !url.startsWith(artwork)) return undefined;
  return `${ARTWORK_PATH}${url.slice(artwork.length)}`;
}
