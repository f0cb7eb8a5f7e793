import {
  applyRedDotPush,
  emptyRedDot,
  LocalKey,
  redDotStateSchema,
  viewRedDot,
  type PushItem,
  type RedDotState,
} from '@portal/contracts';
import * as z from 'zod/mini';
import { storage } from '../../lib/storage';

type Listener = () => void;

/** A location of the site, or of one game's area (`game_12`). */
export const dotKey = (location: number, area?: string) =>
  area ? `${area}:${location}` : String(location);

const savedSchema = z.object({
  owner: z.int().check(z.nonnegative()),
  dots: z.record(z.string(), redDotStateSchema),
});

/** The newer of two states of one location: the server's answer and what this browser saw. */
function merged(local: RedDotState, server: RedDotState): RedDotState {
  const pushId = Math.max(local.pushId, server.pushId);
  const pPushId = Math.max(local.pPushId, server.pPushId);
  const hasRead = Math.max(local.hasRead, server.hasRead);
  return {
    redDotLocation: server.redDotLocation,
    pushId,
    pPushId,
    hasRead,
    unRead: Math.max(pushId, pPushId) > hasRead,
  };
}

function readSaved(): z.infer<typeof savedSchema> | null {
  try {
    const parsed = savedSchema.safeParse(JSON.parse(storage.get(LocalKey.redDots) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The red dots of spec section 4, kept locally for the player they belong to (0 for a visitor),
 * so a dot viewed on one page stays cleared on the next. The rules themselves live in contracts.
 */
export function createRedDotStore() {
  let owner = 0;
  let dots: Record<string, RedDotState> = {};
  const listeners = new Set<Listener>();

  const save = () => storage.set(LocalKey.redDots, JSON.stringify({ owner, dots }));
  const changed = () => {
    save();
    listeners.forEach((listener) => listener());
  };
  const stateOf = (key: string, location: number) => dots[key] ?? emptyRedDot(location);

  return {
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Loads what this browser kept for this player; another player's dots are dropped. */
    open(userId: number | null) {
      owner = userId ?? 0;
      const saved = readSaved();
      dots = saved && saved.owner === owner ? saved.dots : {};
      changed();
    },
    unread: (location: number, area?: string) => dots[dotKey(location, area)]?.unRead === true,
    /** A red-dot push; answers the push id to report read, if the rules say so. */
    push(item: PushItem, location: number, area?: string): number | undefined {
      const key = dotKey(location, area);
      const outcome = applyRedDotPush(stateOf(key, location), item);
      dots = { ...dots, [key]: outcome.state };
      changed();
      return outcome.reportRead;
    },
    /**
     * The player's state as the server has it (the answer to the bind message). Answers the reads
     * this browser saw that the server missed (a report that failed), to be reported again.
     */
    receive(list: readonly RedDotState[]): Array<{ location: number; pushId: number }> {
      const next = { ...dots };
      const behind: Array<{ location: number; pushId: number }> = [];
      for (const server of list) {
        const key = dotKey(server.redDotLocation);
        const local = stateOf(key, server.redDotLocation);
        if (local.hasRead > server.hasRead) {
          behind.push({ location: server.redDotLocation, pushId: local.hasRead });
        }
        next[key] = merged(local, server);
      }
      dots = next;
      changed();
      return behind;
    },
    /** The player looked: the dot clears; answers the push id to report read, if any. */
    view(location: number, area?: string): number | undefined {
      const key = dotKey(location, area);
      const current = dots[key];
      if (!current) return undefined;
      const outcome = viewRedDot(current);
      if (current.unRead) {
        dots = { ...dots, [key]: outcome.state };
        changed();
      }
      return current.unRead ? outcome.reportRead : undefined;
    },
    snapshot: () => dots,
  };
}

export type RedDotStore = ReturnType<typeof createRedDotStore>;
