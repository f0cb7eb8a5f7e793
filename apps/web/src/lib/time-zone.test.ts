import { afterEach, describe, expect, it, vi } from 'vitest';

/** A worker that answers `answer` as soon as it has a listener, or fails to start. */
function fakeWorker(answer: { data: unknown } | 'error' | 'throws') {
  const made: FakeWorker[] = [];
  class FakeWorker {
    onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
    onerror: (() => void) | null = null;
    terminated = false;
    constructor() {
      if (answer === 'throws') throw new Error('workers are not allowed here');
      made.push(this);
      queueMicrotask(() => {
        if (answer === 'error') this.onerror?.();
        else this.onmessage?.({ data: answer.data } as MessageEvent<unknown>);
      });
    }
    terminate() {
      this.terminated = true;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return made;
}

/** The module afresh, with nothing read yet. */
async function freshModule() {
  vi.resetModules();
  return import('./time-zone');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('time zone', () => {
  it('takes the zone a worker read, so the page never loads the locale data for it', async () => {
    const workers = fakeWorker({ data: 'Europe/Lisbon' });
    const { readTimeZoneAhead, timeZone } = await freshModule();
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    readTimeZoneAhead();
    await Promise.resolve();
    expect(timeZone()).toBe('Europe/Lisbon');
    expect(intl).not.toHaveBeenCalled();
    expect(workers[0]?.terminated).toBe(true);
  });

  it('reads the zone on the page when asked before the worker answered', async () => {
    fakeWorker({ data: 'Europe/Lisbon' });
    const { readTimeZoneAhead, timeZone } = await freshModule();
    readTimeZoneAhead();
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(timeZone()).toBe(own);
    await Promise.resolve();
    // The first read stands: a page's events all carry the same zone.
    expect(timeZone()).toBe(own);
  });

  it('reads the zone on the page when no worker could read it', async () => {
    for (const answer of ['error', 'throws'] as const) {
      fakeWorker(answer);
      const { readTimeZoneAhead, timeZone } = await freshModule();
      readTimeZoneAhead();
      await Promise.resolve();
      expect(timeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    }
  });

  it('says nothing when the browser cannot say', async () => {
    fakeWorker({ data: null });
    const { readTimeZoneAhead, timeZone } = await freshModule();
    readTimeZoneAhead();
    await Promise.resolve();
    expect(timeZone()).toBeUndefined();
  });
});
