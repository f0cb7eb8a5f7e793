import { Code } from '@portal/contracts';
import { ApiError } from '../../lib/api-error.js';
import { storedPathOf, type AssetOrigins } from '../../lib/asset-url.js';

/**
 * The stored form of a picture named in a request: an address on the games origin (or of artwork
 * at the bucket's public address) becomes its path (as built-in and uploaded pictures are stored, so they follow the origin if it moves), a
 * path stays, and any other address must be https: an http picture would be blocked on an https
 * site.
 */
export function storedImage(assets: AssetOrigins, field: string, value: string): string {
  const stored = storedPathOf(assets, value);
  if (stored !== undefined) return stored;
  if (value.startsWith('/') || /^https:\/\//i.test(value)) return value;
  throw new ApiError(
    Code.MISSING_FIELD,
    `${field}: must be an uploaded picture or an https address`,
    400,
  );
}
