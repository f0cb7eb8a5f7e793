import { deviceSecretSchema, LocalKey } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDeviceSecret } from './device-secret';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.cookie = `${LocalKey.deviceSecret}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('getDeviceSecret', () => {
  it('makes a random secret the server takes, and keeps it', () => {
    const secret = getDeviceSecret();
    expect(deviceSecretSchema.safeParse(secret).success).toBe(true);
    expect(secret).toHaveLength(43);
    expect(getDeviceSecret()).toBe(secret);
    expect(window.localStorage.getItem(LocalKey.deviceSecret)).toBe(secret);
    window.localStorage.clear();
    expect(getDeviceSecret()).not.toBe(secret);
  });

  it('replaces a stored value the server would refuse', () => {
    window.localStorage.setItem(LocalKey.deviceSecret, 'too short');
    expect(getDeviceSecret()).not.toBe('too short');
  });

  it('falls back to a cookie when local storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const secret = getDeviceSecret();
    expect(document.cookie).toContain(`${LocalKey.deviceSecret}=${secret}`);
    expect(getDeviceSecret()).toBe(secret);
  });
});
