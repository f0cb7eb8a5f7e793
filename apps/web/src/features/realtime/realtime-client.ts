import { Destination, pushEnvelopeSchema, type PushItem } from '@portal/contracts';
import { logger } from '../../lib/logger';
import { routePush, type PushAction } from './push-route';
import type { RedDotStore } from './red-dot-store';
import type { Connection, Transport } from './transport';

export type PushListener = (action: PushAction, item: PushItem) => void;

export interface RealtimeDeps {
  transport: Transport;
  redDots: RedDotStore;
  /** Tells the server what the player read; only called for a logged-in player. */
  reportRead(args: { pushId: number; redDotLocation: number; area?: string }): Promise<unknown>;
}

/**
 * The site's real-time connection (spec section 4): connected once per page, it listens to the
 * common topic and, for a player, to their own queue, then binds; every push goes through the
 * red-dot rules and on to whoever listens (the message count, a game's QR code).
 */
export function createRealtime(deps: RealtimeDeps) {
  const { transport, redDots } = deps;
  let started = false;
  let userId: number | null = null;
  let connection: Connection | null = null;
  const listeners = new Set<PushListener>();
  /** Game areas the page watches (`game_12`), with how many watchers each. */
  const areas = new Map<string, { watchers: number; close: Array<() => void> }>();

  const report = (pushId: number | undefined, redDotLocation: number, area?: string) => {
    if (pushId === undefined || userId === null) return;
    deps
      .reportRead({ pushId, redDotLocation, ...(area ? { area } : {}) })
      .catch((error: unknown) => logger.warn('push/read failed', error));
  };

  const handle = (item: PushItem) => {
    const action = routePush(item);
    if (action.kind === 'red-dot') report(redDots.push(item, action.location), action.location);
    if (action.kind === 'game-red-dot') {
      report(redDots.push(item, action.location, action.area), action.location, action.area);
    }
    listeners.forEach((listener) => listener(action, item));
  };

  const receive = (body: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      logger.warn('realtime: a message that is not JSON');
      return;
    }
    const envelope = pushEnvelopeSchema.safeParse(parsed);
    if (!envelope.success) {
      logger.warn('realtime: an unexpected message', parsed);
      return;
    }
    const { pushList, redDotList } = envelope.data.data;
    if (redDotList) {
      redDots.receive(redDotList).forEach(({ location, pushId }) => report(pushId, location));
    }
    pushList.forEach(handle);
  };

  const subscribeArea = (area: string, open: Connection): Array<() => void> => {
    const close = [open.subscribe(Destination.topicArea(area), receive)];
    if (userId !== null) close.push(open.subscribe(Destination.userArea(userId, area), receive));
    return close;
  };

  const onConnect = (open: Connection, connectedBody: string) => {
    connection = open;
    // CONNECTED carries the pushes waiting for this page (spec section 3: data.pushList).
    if (connectedBody) receive(connectedBody);
    open.subscribe(Destination.notify, receive);
    if (userId !== null) {
      open.subscribe(Destination.userQueue(userId), receive);
      open.publish(Destination.bind, JSON.stringify({ userid: userId }));
    }
    areas.forEach((watch, area) => {
      watch.close = subscribeArea(area, open);
    });
    logger.info('realtime: connected', userId === null ? 'as a visitor' : `as ${userId}`);
  };

  return {
    /** Connects for this page's player (null for a visitor); later calls do nothing. */
    start(player: number | null) {
      if (started) return;
      started = true;
      userId = player;
      redDots.open(player);
      transport.open({
        onConnect,
        onError: (reason) => logger.warn('realtime: connection error, retrying', reason),
      });
    },
    onPush(listener: PushListener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Listens to one game's area (the playing page); answers the function that stops it. */
    watchArea(area: string): () => void {
      const watch = areas.get(area) ?? { watchers: 0, close: [] };
      watch.watchers += 1;
      if (watch.watchers === 1 && connection) watch.close = subscribeArea(area, connection);
      areas.set(area, watch);
      return () => {
        watch.watchers -= 1;
        if (watch.watchers > 0) return;
        watch.close.forEach((close) => close());
        areas.delete(area);
      };
    },
    /** The player looked at a location: its dot clears, and the server hears of it. */
    view(location: number, area?: string) {
      report(redDots.view(location, area), location, area);
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
