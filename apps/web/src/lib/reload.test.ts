import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadPage, waitForNavigationsOf, type NavigatingRouter } from './reload';

type Listener = Parameters<NavigatingRouter['subscribe']>[0];

/** A router stand-in whose navigation state the test moves on. */
function fakeRouter(initial: string) {
  const listeners = new Set<Listener>();
  const router: NavigatingRouter = {
    state: { navigation: { state: initial } },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const moveTo = (state: string) => {
    router.state = { navigation: { state } };
    for (const listener of [...listeners]) listener(router.state);
  };
  return { router, moveTo, listening: () => listeners.size };
}

const reload = vi.fn();

afterEach(() => {
  waitForNavigationsOf(null);
  reload.mockReset();
  vi.unstubAllGlobals();
});

function stubLocation() {
  vi.stubGlobal('location', { ...window.location, reload });
}

describe('reloading the page', () => {
  it('reloads at once when no navigation is under way', () => {
    stubLocation();
    waitForNavigationsOf(fakeRouter('idle').router);
    reloadPage();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('lets a navigation under way finish first, then reloads once', () => {
    stubLocation();
    const { router, moveTo, listening } = fakeRouter('loading');
    waitForNavigationsOf(router);
    reloadPage();
    expect(reload).not.toHaveBeenCalled();
    moveTo('submitting');
    expect(reload).not.toHaveBeenCalled();
    moveTo('idle');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(listening()).toBe(0);
    moveTo('idle');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
