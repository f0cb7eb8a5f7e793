import { createCipheriv, createDecipheriv, pbkdf2Sync } from 'node:crypto';

/**
 * The publisher's clients keep the tokens of a login answer encrypted in their own cookies and
 * decrypt them before each call: AES-128-CBC (PKCS#7 padding, base64 text), the key PBKDF2-SHA1
 * (1000 rounds, 16 bytes) of a passphrase, with these fixed salt and iv. The passphrase of the
 * h5Token is the client id followed by the user id, that of the sdkToken the client id alone. A
 * client that cannot decrypt a value uses it as it is, so a token answered unencrypted works too.
 */
const SALT = Buffer.from('77230e94b5cd88d51a872031531bfecd', 'hex');
const IV = Buffer.from('77230e94b5cd88d51a872031531bfecd', 'hex');
const ROUNDS = 1000;
const KEY_BYTES = 16;

const keyOf = (passphrase: string) => pbkdf2Sync(passphrase, SALT, ROUNDS, KEY_BYTES, 'sha1');

export function encryptToken(token: string, passphrase: string): string {
  const cipher = createCipheriv('aes-128-cbc', keyOf(passphrase), IV);
  return Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]).toString('base64');
}

export function decryptToken(text: string, passphrase: string): string {
  const decipher = createDecipheriv('aes-128-cbc', keyOf(passphrase), IV);
  return Buffer.concat([decipher.update(text, 'base64'), decipher.final()]).toString('utf8');
}

/** The tokens of a login answer as the publisher's client keeps them, for its client id. */
export function encryptSessionTokens<
  T extends { userId: number; h5Token: string; sdkToken: string },
>(session: T, clientId: string): T {
  return {
    ...session,
    h5Token: encryptToken(session.h5Token, `${clientId}${session.userId}`),
    sdkToken: encryptToken(session.sdkToken, clientId),
  };
}
