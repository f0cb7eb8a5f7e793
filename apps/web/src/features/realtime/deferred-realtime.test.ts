import {
  Destination,
  PushType,
  RedDotLocation,
  PushTargetType,
  type PushItem,
} from '@portal/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeferredRealtime, type SiteRealtime } from './deferred-realtime';
import { createRealtime } from './realtime-client';
import { createRedDotStore } from './red-dot-store';
import type { Connection, Transport } from './transport';

const news: PushItem = {
  pushId: 3,
  pushType: PushType.RED_DOT,
  pushTargetType: PushTargetType.COMMON,
  redDotLocation: RedDotLocation.NEWS,
  createdAt: 0,
};

/** A connection that is open at once and hands each subscription to the test. */
function fakeSite() {
  const subscriptions = new Map<string, (body: string) => void>();
  const connection: Connection = {
    subscribe(destination, onBody) {
      subscriptions.set(destination, onBody);
      return () => subscriptions.delete(destination);
    },
    publish: () => undefined,
  };
  const transport: Transport = {
    open: ({ onConnect }) => {
      onConnect(connection, '');
      return () => undefined;
    },
  };
  const redDots = createRedDotStore();
  const realtime = createRealtime({ transport, redDots, reportRead: () => Promise.resolve({}) });
  const deliver = (destination: string, pushList: PushItem[]) =>
    subscriptions.get(destination)?.(
      JSON.stringify({ code: 200, msg: 'success', data: { pushList } }),
    );
  return { site: { realtime, redDots } satisfies SiteRealtime, subscriptions, deliver };
}

beforeEach(() => window.localStorage.clear());

describe('the real-time connection loaded on demand', () => {
  it('loads nothing until asked, and lights no dot before', () => {
    const load = vi.fn(() => Promise.resolve(fakeSite().site));
    const { realtime, redDots } = createDeferredRealtime(load);
    realtime.view(RedDotLocation.NEWS);
    expect(redDots.unread(RedDotLocation.NEWS)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('hands over listeners and watched areas once the code is in', async () => {
    const fake = fakeSite();
    const { realtime, redDots } = createDeferredRealtime(() => Promise.resolve(fake.site));
    const heard = vi.fn();
    const changed = vi.fn();
    realtime.onPush(heard);
    redDots.subscribe(changed);
    const stop = realtime.watchArea('game_12');
    realtime.start(null);
    await vi.waitFor(() => expect(fake.subscriptions.has(Destination.notify)).toBe(true));
    expect(fake.subscriptions.has(Destination.topicArea('game_12'))).toBe(true);

    fake.deliver(Destination.notify, [news]);
    expect(redDots.unread(RedDotLocation.NEWS)).toBe(true);
    expect(changed).toHaveBeenCalled();
    expect(heard).toHaveBeenCalledWith(
      { kind: 'red-dot', location: RedDotLocation.NEWS },
      expect.objectContaining({ pushId: 3 }),
    );
    stop();
    expect(fake.subscriptions.has(Destination.topicArea('game_12'))).toBe(false);
  });

  it('asks for the code again after it failed to load', async () => {
    const fake = fakeSite();
    const load = vi
      .fn<() => Promise<SiteRealtime>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(fake.site);
    const { realtime } = createDeferredRealtime(load, 0);
    realtime.start(null);
    await vi.waitFor(() => expect(fake.subscriptions.has(Destination.notify)).toBe(true));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
