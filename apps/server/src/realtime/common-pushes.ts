import type { PushItem } from '@portal/contracts';

/**
 * A read is kept at most this long, in case the bus missed a push (another process published it
 * while Redis was away).
 */
const KEPT_MS = 5_000;

/**
 * The newest common red-dot pushes of an area (or of none), as a visitor's CONNECTED and every
 * new topic subscriber are told them: read once and shared by the sockets that open meanwhile,
 * until a common push arrives on the bus, rather than read from the database for each of
 * thousands of sockets. A read still under way when a push arrives is dropped with the rest, so
 * no socket that asks after the push is told the list from before it.
 */
export function createCommonPushes(
  read: (area: string | null) => Promise<PushItem[]>,
  keptMs = KEPT_MS,
) {
  const kept = new Map<string, { readAt: number; list: Promise<PushItem[]> }>();
  return {
    of(area: string | null): Promise<PushItem[]> {
      const key = area ?? '';
      const entry = kept.get(key);
      if (entry && Date.now() - entry.readAt < keptMs) return entry.list;
      const fresh = { readAt: Date.now(), list: read(area) };
      kept.set(key, fresh);
      fresh.list.catch(() => {
        if (kept.get(key) === fresh) kept.delete(key);
      });
      return fresh.list;
    },
    /** A common push arrived: every list read so far may lack it. */
    changed(): void {
      kept.clear();
    },
  };
}
