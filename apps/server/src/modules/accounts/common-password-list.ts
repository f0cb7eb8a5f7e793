import { createHash } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';

/** The length of one MD5 hex digest in `commonPasswordHashes`. */
export const MD5_HEX_LENGTH = 32;

/**
 * The MD5 hex of the empty password and of each of zxcvbn-ts's most common passwords (about
 * 49,000, most used first), one after another: what a client sends for them. The server build
 * (build.mjs) puts the joined hashes in place of this module, worked out once at build time, so
 * a running server never hashes the list; tests and development work them out here.
 */
export function commonPasswordHashes(): string {
  return ['', ...dictionary['passwords-common']]
    .map((password) => createHash('md5').update(password).digest('hex'))
    .join('');
}
