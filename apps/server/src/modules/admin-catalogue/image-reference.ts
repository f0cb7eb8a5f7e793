import { Code } from '@portal/contracts';
import { ApiError } from '../../lib/api-error.js';

/**
 * The stored form of a picture named in a request: an address on the games origin becomes its
 * path (as built-in and uploaded pictures are stored, so they follow the origin if it moves), a
 * path stays, and any other address must be https: an http picture would be blocked on an https
 * site.
 */
export function storedImage(gamesOrigin: string, field: string, value: string): string {
  const origin = gamesOrigin.replace(/\/$/, '');
  if (value.startsWith(`${origin}/`)) return value.slice(origin.length);
  if (value.startsWith('/') || /^https:\/\//i.test(value)) return value;
  throw new ApiError(
    Code.MISSING_FIELD,
    `${field}: must be an uploaded picture or an https address`,
    400,
  );
}
