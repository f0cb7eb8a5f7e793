import { RETRY_MS } from '@portal/contracts';
import { logger } from '../../lib/logger';
import type { PushListener, Realtime } from './realtime-client';
import type { RedDotStore } from './red-dot-store';

export interface SiteRealtime {
  realtime: Realtime;
  redDots: RedDotStore;
}

/**
 * The connection and red-dot store as the page uses them, with their code (and the push
 * validation in it) loaded only when first asked for: the connection starts once the session has
 * settled, after the first paint. Until the code is in, no dot is lit, so a dot looked at has
 * nothing to clear, and no push arrives; listeners and watched areas are handed over on arrival.
 */
export function createDeferredRealtime(
  load: () => Promise<SiteRealtime>,
  retryMs: number = RETRY_MS.socketReconnect,
) {
  let site: SiteRealtime | null = null;
  let loading: Promise<SiteRealtime> | null = null;
  const dotListeners = new Set<() => void>();
  const pushListeners = new Set<PushListener>();

  const loaded = (): Promise<SiteRealtime> => {
    loading ??= load().then(
      (arrived) => {
        arrived.redDots.subscribe(() => dotListeners.forEach((listener) => listener()));
        arrived.realtime.onPush((action, item) =>
          pushListeners.forEach((listener) => listener(action, item)),
        );
        site = arrived;
        return arrived;
      },
      (error: unknown) => {
        // A chunk that did not load (offline, a deploy in between) is asked for again next time.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const whenLoaded = (use: (arrived: SiteRealtime) => void) =>
    loaded().then(use, (error: unknown) => logger.warn('realtime: the code did not load', error));

  const realtime = {
    start(player: number | null) {
      loaded().then(
        (arrived) => arrived.realtime.start(player),
        (error: unknown) => {
          logger.warn('realtime: the code did not load, retrying', error);
          setTimeout(() => realtime.start(player), retryMs);
        },
      );
    },
    onPush(listener: PushListener): () => void {
      pushListeners.add(listener);
      return () => {
        pushListeners.delete(listener);
      };
    },
    watchArea(area: string): () => void {
      let stop: (() => void) | null = null;
      let stopped = false;
      void whenLoaded((arrived) => {
        if (!stopped) stop = arrived.realtime.watchArea(area);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
    view(location: number, area?: string) {
      site?.realtime.view(location, area);
    },
  };

  const redDots = {
    subscribe: (listener: () => void): (() => void) => {
      dotListeners.add(listener);
      return () => {
        dotListeners.delete(listener);
      };
    },
    unread: (location: number, area?: string): boolean =>
      site?.redDots.unread(location, area) ?? false,
  };

  return { realtime, redDots };
}
