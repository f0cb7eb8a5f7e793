import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export const md5Hex = (text: string): string => bytesToHex(md5(utf8ToBytes(text)));

type Signable = Record<string, string | number | boolean | null | undefined>;

/**
 * osign: MD5 over the selected fields in key order, as `k=v` joined by `&`, followed by the secret.
 * Missing fields sign as empty strings, so client and server agree whatever was left out.
 */
export function computeOsign(payload: Signable, fields: readonly string[], secret: string): string {
  const canonical = [...fields]
    .sort()
    .map((field) => `${field}=${payload[field] ?? ''}`)
    .join('&');
  return md5Hex(`${canonical}${secret}`);
}

export function verifyOsign(
  payload: Signable,
  fields: readonly string[],
  secret: string,
  osign: string | undefined,
): boolean {
  if (!osign || !/^[0-9a-f]{32}$/i.test(osign)) return false;
  const expected = computeOsign(payload, fields, secret);
  let diff = 0;
  for (let i = 0; i < expected.length; i += 1) {
    diff |= expected.charCodeAt(i) ^ osign.toLowerCase().charCodeAt(i);
  }
  return diff === 0;
}
