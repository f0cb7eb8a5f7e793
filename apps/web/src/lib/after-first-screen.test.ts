import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, with the document still loading or loaded. */
async function loadModule(readyState: DocumentReadyState) {
  vi.resetModules();
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  return import('./after-first-screen');
}

const settledYet = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
};

describe('afterFirstScreen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('waits for the page to load, then for an idle moment', async () => {
    const idle: Array<() => void> = [];
    const requestIdleCallback = vi.fn((run: () => void) => idle.push(run));
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const { afterFirstScreen, FIRST_SCREEN_IDLE_TIMEOUT_MS } = await loadModule('loading');

    const drawn = afterFirstScreen();
    expect(await settledYet(drawn)).toBe(false);
    expect(requestIdleCallback).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: FIRST_SCREEN_IDLE_TIMEOUT_MS,
    });
    expect(await settledYet(drawn)).toBe(false);

    idle.splice(0).forEach((run) => run());
    // The page's quiet moment has come; this caller still waits for an idle moment of its own.
    expect(await settledYet(drawn)).toBe(false);
    expect(idle).toHaveLength(1);
    idle.splice(0).forEach((run) => run());
    expect(await settledYet(drawn)).toBe(true);
  });

  it('gives each caller an idle moment of its own, so their works run in separate tasks', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const { afterFirstScreen } = await loadModule('complete');
    const ran: string[] = [];
    void afterFirstScreen().then(() => ran.push('realtime'));
    void afterFirstScreen().then(() => ran.push('tracking'));
    // The page's one quiet moment, shared by both.
    expect(idle).toHaveLength(1);
    idle.splice(0).forEach((run) => run());
    await settledYet(Promise.resolve());
    expect(ran).toEqual([]);
    expect(idle).toHaveLength(2);
    // One idle callback runs one work: the other waits for the next.
    idle.shift()?.();
    await settledYet(Promise.resolve());
    expect(ran).toEqual(['realtime']);
    idle.shift()?.();
    await settledYet(Promise.resolve());
    expect(ran).toEqual(['realtime', 'tracking']);
  });

  it('waits only for an idle moment on a page already loaded', async () => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
    const { afterFirstScreen } = await loadModule('complete');
    expect(await settledYet(afterFirstScreen())).toBe(true);
  });

  it('falls back to the next task where the browser has no idle callbacks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { afterFirstScreen } = await loadModule('complete');
    const drawn = afterFirstScreen();
    // The page's quiet moment, then the caller's own: two tasks.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await settledYet(drawn)).toBe(true);
  });
});
