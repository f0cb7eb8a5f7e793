import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export const md5Hex = (text: string): string => bytesToHex(md5(utf8ToBytes(text)));

type Signable = Record<string, string | number | boolean | null | undefined>;

/**
 * How a signed endpoint builds its osign: the values (not the names) of `fields`, in this order,
 * concatenated, then the secret when `secret` is set; MD5 of the whole as lowercase hex.
 */
export interface OsignRecipe {
  /** The signed fields in signing order. */
  readonly fields: readonly string[];
  /** Whether the secret (`OSIGN_SECRET`) is appended after the values. */
  readonly secret: boolean;
  /** Fields whose negative values are left out as well (a page id of -1 means "none"). */
  readonly skipNegative?: readonly string[];
  /**
   * Fields the client holds as numbers and leaves out when 0, as it leaves out every false value
   * (the publisher's profile form sends its gender 0, "unset", unsigned). Only the text `0` itself.
   */
  readonly skipZero?: readonly string[];
}

/** The placeholder a client sends for a value it does not know; it is never signed. */
export const OSIGN_UNKNOWN = '_unknown';

/** The text a field contributes to the signed text: empty, unknown and skipped values add none. */
export function osignPart(recipe: OsignRecipe, field: string, value: Signable[string]): string {
  if (value === undefined || value === null || value === false) return '';
  const text = String(value);
  if (text === '' || text === OSIGN_UNKNOWN) return '';
  if (recipe.skipNegative?.includes(field) && Number(text) < 0) return '';
  if (recipe.skipZero?.includes(field) && text === '0') return '';
  return text;
}

/** The text the MD5 is taken over, before hashing: useful to explain a refusal in tests. */
export function osignText(payload: Signable, recipe: OsignRecipe, secret: string): string {
  const values = recipe.fields.map((field) => osignPart(recipe, field, payload[field])).join('');
  return recipe.secret ? `${values}${secret}` : values;
}

export function computeOsign(payload: Signable, recipe: OsignRecipe, secret: string): string {
  return md5Hex(osignText(payload, recipe, secret));
}

export function verifyOsign(
  payload: Signable,
  recipe: OsignRecipe,
  secret: string,
  osign: string | undefined,
): boolean {
  if (!osign || !/^[0-9a-f]{32}$/i.test(osign)) return false;
  const expected = computeOsign(payload, recipe, secret);
  let diff = 0;
  for (let i = 0; i < expected.length; i += 1) {
    diff |= expected.charCodeAt(i) ^ osign.toLowerCase().charCodeAt(i);
  }
  return diff === 0;
}
