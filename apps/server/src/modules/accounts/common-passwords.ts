import { createHash } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

let known: ReadonlySet<string> | undefined;

/**
 * The MD5 hex of the most common passwords (zxcvbn-ts's list of about 49,000, most used first)
 * and of the empty one: what a client sends for them. Made once, on first use, as the server
 * only ever sees passwords as MD5 and cannot judge their length.
 */
function commonPasswordMd5s(): ReadonlySet<string> {
  known ??= new Set(['', ...dictionary['passwords-common']].map(md5));
  return known;
}

/** Whether the MD5 hex a client sent stands for a common password (any case of hex digits). */
export const isCommonPasswordMd5 = (md5Hex: string): boolean =>
  commonPasswordMd5s().has(md5Hex.toLowerCase());

/** Whether a typed password is a common one: the admin command line's check. */
export const isCommonPassword = (password: string): boolean =>
  commonPasswordMd5s().has(md5(password)) || commonPasswordMd5s().has(md5(password.toLowerCase()));
