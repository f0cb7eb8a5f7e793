import { LocalKey } from '@portal/contracts';
import { storage } from './storage';

/** Console logging is for test devices only (flagged by the server's client config, kept locally). */
export function isTestDevice(): boolean {
  try {
    const saved: unknown = JSON.parse(storage.get(LocalKey.clientConfig) ?? 'null');
    return (
      typeof saved === 'object' &&
      saved !== null &&
      (saved as { isTestDevice?: unknown }).isTestDevice === true
    );
  } catch {
    return false;
  }
}

export const logger = {
  info(...args: unknown[]) {
    if (isTestDevice()) console.info(...args);
  },
  warn(...args: unknown[]) {
    if (isTestDevice()) console.warn(...args);
  },
};
