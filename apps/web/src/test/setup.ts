import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * findBy and waitFor wait up to 3 s rather than 1: the suite runs a file per core, and on a busy
 * two-core machine a component's first render of a lazily loaded part can take more than a second.
 * A behaviour that never comes still fails; only a slow machine is no longer taken for it.
 */
configure({ asyncUtilTimeout: 3000 });

/** jsdom has <dialog> without showModal() and close(); these keep the open attribute honest. */
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    show(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
}

/** jsdom has no matchMedia: a desktop window, where no query of the site's matches. */
// (The test environment names the property, with nothing behind it: its type tells.)
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (media: string): MediaQueryList =>
      Object.assign(new EventTarget(), {
        media,
        matches: false,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
      }),
  });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
