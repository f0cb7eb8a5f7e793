import { deviceSecretSchema, LocalKey } from '@portal/contracts';
import { readCookie, storage, writeCookie } from './storage';

const COOKIE_DAYS = 365;
/** 256 bits, twice the least the server takes. */
const SECRET_BYTES = 32;

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/**
 * The proof that this browser is the device of its guest account: random, made beside the client
 * id and kept the same way (local storage, or a cookie when that is unavailable). Unlike the
 * client id it goes to guest login alone, never into other requests or tracking events; whoever
 * learns the client id therefore still cannot open the guest.
 */
export function getDeviceSecret(): string {
  const stored = storage.get(LocalKey.deviceSecret) ?? readCookie(LocalKey.deviceSecret);
  if (stored && deviceSecretSchema.safeParse(stored).success) return stored;
  const secret = base64url(crypto.getRandomValues(new Uint8Array(SECRET_BYTES)));
  if (!storage.set(LocalKey.deviceSecret, secret)) {
    writeCookie(LocalKey.deviceSecret, secret, COOKIE_DAYS);
  }
  return secret;
}
