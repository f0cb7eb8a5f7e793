import { randomBytes } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { CounterStore } from '../lib/counter-store.js';

/**
 * A place lapses this long after it was last renewed, so the places of a process that died are
 * given back within minutes; a live process renews its own well before.
 */
const PLACE_TTL_MS = 10 * 60_000;
const RENEW_EVERY_MS = 3 * 60_000;

/** Connections whose address cannot be known count together under this one. */
const UNKNOWN_ADDRESS = 'unknown';

export const TOO_MANY_FROM_ADDRESS =
  'too many connections from your network; close another tab and try again';
export const TOO_MANY_FOR_PLAYER =
  'too many connections for this player; close another tab and try again';

interface Place {
  key: string;
  max: number;
}

/**
 * The client's address as the API sees it (Fastify's `trustProxy` with TRUST_PROXY hops): the
 * socket's own address, or the one that many trusted proxies down X-Forwarded-For.
 */
export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedHops: number,
): string {
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
    .reverse();
  // A polling transport's request may have lost its socket (and its address) by now.
  const chain = [socketAddress ?? UNKNOWN_ADDRESS, ...forwarded];
  return normalizeIP(chain[Math.min(trustedHops, chain.length - 1)] ?? UNKNOWN_ADDRESS);
}

/**
 * Realtime connections open at once, per address and per player, counted in the counter store
 * (so every process counts them together). A connection takes a place under its address, and
 * under its player when it has one, at CONNECT, and gives them back when it closes.
 */
export function createConnectionLimits(deps: {
  counters: CounterStore;
  perAddress: number;
  perPlayer: number;
  onError: (error: unknown) => void;
}) {
  const { counters, perAddress, perPlayer, onError } = deps;
  const processTag = randomBytes(6).toString('hex');
  let sequence = 0;
  /** The places each open connection holds, by connection. */
  const held = new Map<object, { member: string; places: Place[] }>();

  const giveBack = (member: string, places: readonly Place[]) =>
    Promise.all(places.map((place) => counters.leavePlace(place.key, member))).catch(onError);

  const renewal = setInterval(() => {
    for (const { member, places } of held.values()) {
      for (const { key, max } of places)
        counters.takePlace(key, member, max, PLACE_TTL_MS).catch(onError);
    }
  }, RENEW_EVERY_MS);
  renewal.unref();

  const release = (connection: object): void => {
    const entry = held.get(connection);
    if (!entry) return;
    held.delete(connection);
    void giveBack(entry.member, entry.places);
  };

  /**
   * Takes the connection's places; answers why it is refused (the ERROR frame's message), or null
   * once it holds them.
   */
  const admit = async (
    connection: object,
    address: string,
    userId: number | null,
  ): Promise<string | null> => {
    sequence += 1;
    const entry = { member: `${processTag}:${sequence}`, places: [] as Place[] };
    held.set(connection, entry);
    const wanted: (Place & { refusal: string })[] = [
      { key: `sockets:address:${address}`, max: perAddress, refusal: TOO_MANY_FROM_ADDRESS },
    ];
    if (userId !== null) {
      wanted.push({
        key: `sockets:player:${userId}`,
        max: perPlayer,
        refusal: TOO_MANY_FOR_PLAYER,
      });
    }
    for (const { key, max, refusal } of wanted) {
      const taken = await counters.takePlace(key, entry.member, max, PLACE_TTL_MS);
      if (taken) entry.places.push({ key, max });
      // Closed while the place was being taken: what it holds is given back here.
      if (held.get(connection) !== entry) {
        await giveBack(entry.member, entry.places);
        return null;
      }
      if (!taken) {
        release(connection);
        return refusal;
      }
    }
    return null;
  };

  return {
    admit,
    release,
    close(): void {
      clearInterval(renewal);
      for (const connection of [...held.keys()]) release(connection);
    },
  };
}

export type ConnectionLimits = ReturnType<typeof createConnectionLimits>;
