import { LocalKey } from '@portal/contracts';
import { readCookie, storage, writeCookie } from './storage';

const COOKIE_DAYS = 365;

/** The visitor's id: kept in local storage, or in a cookie when local storage is unavailable. */
export function getClientId(): string {
  const stored = storage.get(LocalKey.clientId) ?? readCookie(LocalKey.clientId);
  if (stored) return stored;
  const id = crypto.randomUUID();
  if (!storage.set(LocalKey.clientId, id)) writeCookie(LocalKey.clientId, id, COOKIE_DAYS);
  return id;
}
