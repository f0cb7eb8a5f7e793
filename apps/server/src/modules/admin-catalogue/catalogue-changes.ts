import type { ResponseCache } from '../../lib/response-cache.js';
import type { Bus } from '../../plugins/bus.js';

/**
 * Publishing reaches players at once: a change drops this process's cached public reads (games,
 * search, banners, news) and tells the other processes to drop theirs.
 */
export function createCatalogueChanges(bus: Bus, cache: ResponseCache) {
  bus.subscribe('catalogue.changed', () => cache.clear());
  return {
    changed(): void {
      cache.clear();
      void bus.publish('catalogue.changed', {});
    },
  };
}

export type CatalogueChanges = ReturnType<typeof createCatalogueChanges>;
