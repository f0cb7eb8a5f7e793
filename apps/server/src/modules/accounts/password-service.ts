import { hash, verify, type Options } from '@node-rs/argon2';

/** OWASP's argon2id settings: 19 MiB, two passes, one lane. */
const ARGON2ID: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The client sends the MD5 hex of the typed password; that string is what gets hashed. */
export const hashPassword = (md5Hex: string): Promise<string> => hash(md5Hex, ARGON2ID);

export async function verifyPassword(passwordHash: string, md5Hex: string): Promise<boolean> {
  try {
    return await verify(passwordHash, md5Hex);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time of one verification for an account that does not exist or has no password,
 * so the answer's timing does not tell which addresses are registered.
 */
export async function spendVerificationTime(md5Hex: string): Promise<void> {
  decoy ??= hash('0'.repeat(32), ARGON2ID);
  await verifyPassword(await decoy, md5Hex);
}
