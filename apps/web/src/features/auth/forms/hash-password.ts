import { md5 } from 'js-md5';

/** Passwords leave the browser only as the MD5 hex of what was typed (spec section 3). */
export const hashPassword = (plain: string): string => md5(plain);
