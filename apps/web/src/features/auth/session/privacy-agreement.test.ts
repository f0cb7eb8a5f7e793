import { RETRY_MS } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../test/fake-api';
import { agreeToPrivacy } from './privacy-agreement';
import { createSessionStore } from './session-store';

describe('agreeing to the privacy policy', () => {
  afterEach(() => vi.useRealTimers());

  it('records "-1" at once and retries the call every 20 s until it succeeds', async () => {
    vi.useFakeTimers();
    const store = createSessionStore();
    store.login(session({ privacyUrl: 'http://policy/v2' }));
    const call = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({});
    const done = agreeToPrivacy(store, call);
    expect(store.get().user?.privacyUrl).toBe('-1');
    expect(document.cookie).toContain('privacyUrl=-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_MS.privacyAgree - 1);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_MS.privacyAgree);
    await done;
    expect(call).toHaveBeenCalledTimes(3);
  });
});
