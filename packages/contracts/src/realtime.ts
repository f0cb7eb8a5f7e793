import * as z from 'zod/mini';
import { PUSH_AREA_PATTERN, type PushItem } from './push-messages.js';

/**
 * The real-time endpoint (spec section 7 "Real-time"): SockJS at `/ws/user/init` carrying STOMP
 * 1.2 frames. The destinations a client may subscribe to, the bind message, and the limits of one
 * connection.
 */
export const REALTIME_PATH = '/ws/user/init';

export const Destination = {
  /** Common pushes for everyone. */
  notify: '/topic/notify',
  /** The spec's bind message: `{ "userid": ... }`, accepted for the connected player only. */
  bind: '/push/bind',
  /** A player's own queue. */
  userQueue: (userId: number | string) => `/user/${userId}/msg`,
  topicArea: (area: string) => `/topic/notify/${area}`,
  userArea: (userId: number | string, area: string) => `/user/${userId}/${area}`,
} as const;

/** Subscriptions one connection may hold; the site needs about five. */
export const REALTIME_MAX_SUBSCRIPTIONS = 32;
/**
 * A client is dropped after this many heart-beat periods without a byte from it: STOMP 1.2 asks
 * for tolerance, and a busy browser tab may be late.
 */
export const HEARTBEAT_GRACE_FACTOR = 2;
/** Spec section 9: after a connection error the site connects again 3 s later. */
export const SOCKET_RECONNECT_MS = 3_000;
/** How long a socket may stay open without sending CONNECT. */
export const STOMP_CONNECT_TIMEOUT_MS = 10_000;

/** What a subscription destination means; null for one nobody may subscribe to. */
export type ParsedDestination =
  { scope: 'topic'; area?: string } | { scope: 'user'; userId: number; area?: string };

const USER_DESTINATION = /^\/user\/([1-9]\d{0,9})\/([a-z_0-9]+)$/;

export function parseDestination(destination: string): ParsedDestination | null {
  if (destination === Destination.notify) return { scope: 'topic' };
  const topicPrefix = `${Destination.notify}/`;
  if (destination.startsWith(topicPrefix)) {
    const area = destination.slice(topicPrefix.length);
    return PUSH_AREA_PATTERN.test(area) ? { scope: 'topic', area } : null;
  }
  const user = USER_DESTINATION.exec(destination);
  if (!user) return null;
  const userId = Number(user[1]);
  const tail = user[2] ?? '';
  if (tail === 'msg') return { scope: 'user', userId };
  return PUSH_AREA_PATTERN.test(tail) ? { scope: 'user', userId, area: tail } : null;
}

/** Where a push is delivered: a common push on the topic, a one-to-one push on the player's queue. */
export function pushDestination(item: Pick<PushItem, 'userId' | 'area'>): string {
  if (item.userId !== undefined) {
    return item.area
      ? Destination.userArea(item.userId, item.area)
      : Destination.userQueue(item.userId);
  }
  return item.area ? Destination.topicArea(item.area) : Destination.notify;
}

/**
 * The body of a SEND to `/push/bind`. The spec writes the field in lower case. In zod's smaller
 * build, as push-messages.ts, since the site's real-time code reads this module.
 */
export const bindMessageSchema = z.object({
  userid: z.union([z.string().check(z.regex(/^\d{1,10}$/)), z.int().check(z.positive())]),
});
