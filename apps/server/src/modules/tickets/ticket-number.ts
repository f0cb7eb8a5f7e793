import { randomBytes } from 'node:crypto';
import { formatDate } from '@portal/contracts';

/** Crockford's base32: no I, L, O or U, so a number read aloud or retyped stays unambiguous. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_CHARS = 6;

/**
 * A ticket number: T, the UTC date, and 6 random base32 characters (30 bits), e.g.
 * T20250314K7Q2XD. Random rather than counted, so a number tells nothing about how many
 * tickets exist and cannot be guessed from another one.
 */
export function newTicketNo(now = new Date()): string {
  const date = formatDate(now.getTime(), false, 'UTC').replaceAll('-', '');
  // 256 is a multiple of 32: the low five bits of a random byte are uniform.
  const suffix = Array.from(randomBytes(RANDOM_CHARS), (byte) => ALPHABET[byte & 31] ?? '').join(
    '',
  );
  return `T${date}${suffix}`;
}

export const TICKET_NO_PATTERN = /^T\d{8}[0-9A-HJKMNP-TV-Z]{6}$/;
