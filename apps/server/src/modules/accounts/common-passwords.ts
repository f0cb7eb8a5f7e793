import { createHash } from 'node:crypto';
import { commonPasswordHashes, MD5_HEX_LENGTH } from './common-password-list.js';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

let known: ReadonlySet<string> | undefined;

/** The hashes of the common passwords as a set, made on first use. */
function commonPasswordMd5s(): ReadonlySet<string> {
  if (!known) {
    const joined = commonPasswordHashes();
    const hashes = new Set<string>();
    for (let at = 0; at < joined.length; at += MD5_HEX_LENGTH) {
      hashes.add(joined.slice(at, at + MD5_HEX_LENGTH));
    }
    known = hashes;
  }
  return known;
}

/** Whether the MD5 hex a client sent stands for a common password (any case of hex digits). */
export const isCommonPasswordMd5 = (md5Hex: string): boolean =>
  commonPasswordMd5s().has(md5Hex.toLowerCase());

/** Whether a typed password is a common one: the admin command line's check. */
export const isCommonPassword = (password: string): boolean =>
  commonPasswordMd5s().has(md5(password)) || commonPasswordMd5s().has(md5(password.toLowerCase()));
