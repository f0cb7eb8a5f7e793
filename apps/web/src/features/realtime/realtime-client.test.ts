import {
  Destination,
  PushType,
  RedDotLocation,
  PushTargetType,
  type PushItem,
  type RedDotState,
} from '@portal/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtime } from './realtime-client';
import { createRedDotStore } from './red-dot-store';
import type { Connection, Transport } from './transport';

/** A socket the test drives: it connects when told and records what the site sends. */
function fakeTransport() {
  const opened: Array<Parameters<Transport['open']>[0]> = [];
  const subscriptions = new Map<string, (body: string) => void>();
  const published: Array<{ destination: string; body: string }> = [];
  const unsubscribed: string[] = [];
  const connection: Connection = {
    subscribe(destination, onBody) {
      subscriptions.set(destination, onBody);
      return () => {
        unsubscribed.push(destination);
        subscriptions.delete(destination);
      };
    },
    publish: (destination, body) => published.push({ destination, body }),
  };
  const transport: Transport = {
    open: (handlers) => {
      opened.push(handlers);
      return () => undefined;
    },
  };
  return {
    transport,
    opened,
    published,
    unsubscribed,
    subscriptions,
    connect(pending: PushItem[] = []) {
      subscriptions.clear();
      const body = JSON.stringify({ code: 200, msg: 'success', data: { pushList: pending } });
      opened.at(-1)?.onConnect(connection, body);
    },
    deliver(destination: string, data: { pushList: PushItem[]; redDotList?: RedDotState[] }) {
      const onBody = subscriptions.get(destination);
      if (!onBody) throw new Error(`nothing subscribed to ${destination}`);
      onBody(JSON.stringify({ code: 200, msg: 'success', data }));
    },
  };
}

const push = (patch: Partial<PushItem>): PushItem => ({
  pushId: 1,
  pushType: PushType.RED_DOT,
  pushTargetType: PushTargetType.COMMON,
  redDotLocation: RedDotLocation.NEWS,
  createdAt: 0,
  ...patch,
});

function setup() {
  const socket = fakeTransport();
  const redDots = createRedDotStore();
  const reportRead = vi.fn(() => Promise.resolve({}));
  const realtime = createRealtime({ transport: socket.transport, redDots, reportRead });
  return { socket, redDots, reportRead, realtime };
}

beforeEach(() => window.localStorage.clear());

describe('the real-time connection', () => {
  it('connects once, listens to the topic and the player queue, then binds', () => {
    const { socket, realtime } = setup();
    realtime.start(7);
    realtime.start(7);
    expect(socket.opened).toHaveLength(1);
    socket.connect();
    expect([...socket.subscriptions.keys()]).toEqual([
      Destination.notify,
      Destination.userQueue(7),
    ]);
    expect(socket.published).toEqual([
      { destination: Destination.bind, body: JSON.stringify({ userid: 7 }) },
    ]);
  });

  it('a visitor listens to the common topic only and sends no bind', () => {
    const { socket, realtime } = setup();
    realtime.start(null);
    socket.connect();
    expect([...socket.subscriptions.keys()]).toEqual([Destination.notify]);
    expect(socket.published).toEqual([]);
  });

  it('subscribes again, and binds again, after a reconnection', () => {
    const { socket, realtime } = setup();
    realtime.start(7);
    socket.connect();
    const stop = realtime.watchArea('game_12');
    expect(socket.subscriptions.has('/topic/notify/game_12')).toBe(true);
    socket.connect();
    expect([...socket.subscriptions.keys()]).toEqual([
      Destination.notify,
      Destination.userQueue(7),
      '/topic/notify/game_12',
      '/user/7/game_12',
    ]);
    expect(socket.published).toHaveLength(2);
    stop();
    expect(socket.unsubscribed).toEqual(['/topic/notify/game_12', '/user/7/game_12']);
  });

  it('lights a dot on a red-dot push and tells listeners', () => {
    const { socket, realtime, redDots } = setup();
    const heard = vi.fn();
    realtime.onPush(heard);
    realtime.start(7);
    socket.connect();
    socket.deliver(Destination.userQueue(7), {
      pushList: [
        push({
          pushId: 5,
          pushTargetType: PushTargetType.ONE_TO_ONE,
          redDotLocation: RedDotLocation.PERSONAL_MESSAGE,
          userId: 7,
        }),
      ],
    });
    expect(redDots.unread(RedDotLocation.PERSONAL_MESSAGE)).toBe(true);
    expect(heard).toHaveBeenCalledWith(
      { kind: 'red-dot', location: RedDotLocation.PERSONAL_MESSAGE },
      expect.objectContaining({ pushId: 5 }),
    );
  });

  it('lights the dots of the pushes CONNECTED carries, gifts included', () => {
    const { socket, realtime, redDots } = setup();
    realtime.start(null);
    socket.connect([
      push({ pushId: 3, redDotLocation: RedDotLocation.FBC_GIFT }),
      push({ pushId: 4, redDotLocation: RedDotLocation.ALL_GIFT }),
    ]);
    expect(redDots.unread(RedDotLocation.FBC_GIFT)).toBe(true);
    expect(redDots.unread(RedDotLocation.ALL_GIFT)).toBe(true);
    expect(redDots.unread(RedDotLocation.NEWS)).toBe(false);
  });

  it('a common push older than the stored one changes nothing', () => {
    const { socket, realtime, redDots } = setup();
    realtime.start(7);
    socket.connect();
    socket.deliver(Destination.notify, { pushList: [push({ pushId: 9 })] });
    realtime.view(RedDotLocation.NEWS);
    socket.deliver(Destination.notify, { pushList: [push({ pushId: 8 })] });
    expect(redDots.unread(RedDotLocation.NEWS)).toBe(false);
    socket.deliver(Destination.notify, { pushList: [push({ pushId: 10 })] });
    expect(redDots.unread(RedDotLocation.NEWS)).toBe(true);
  });

  it('reports an older one-to-one push as read without lighting the dot', () => {
    const { socket, realtime, redDots, reportRead } = setup();
    realtime.start(7);
    socket.connect();
    const queue = Destination.userQueue(7);
    const personal = {
      pushTargetType: PushTargetType.ONE_TO_ONE,
      redDotLocation: 7,
      userId: 7,
    } as const;
    socket.deliver(queue, { pushList: [push({ ...personal, pushId: 20 })] });
    realtime.view(7);
    expect(reportRead).toHaveBeenLastCalledWith({ pushId: 20, redDotLocation: 7 });
    socket.deliver(queue, { pushList: [push({ ...personal, pushId: 15 })] });
    expect(redDots.unread(7)).toBe(false);
    expect(reportRead).toHaveBeenLastCalledWith({ pushId: 15, redDotLocation: 7 });
  });

  it('viewing clears the dot and reports the newest push id only for a player', () => {
    const visitor = setup();
    visitor.realtime.start(null);
    visitor.socket.connect();
    visitor.socket.deliver(Destination.notify, { pushList: [push({ pushId: 3 })] });
    visitor.realtime.view(RedDotLocation.NEWS);
    expect(visitor.redDots.unread(RedDotLocation.NEWS)).toBe(false);
    expect(visitor.reportRead).not.toHaveBeenCalled();
  });

  it('takes the state the bind answers, and reports reads the server missed', () => {
    const { socket, realtime, redDots, reportRead } = setup();
    window.localStorage.setItem(
      'redDots',
      JSON.stringify({
        owner: 7,
        dots: {
          '4': { redDotLocation: 4, pushId: 30, pPushId: 0, hasRead: 30, unRead: false },
        },
      }),
    );
    realtime.start(7);
    socket.connect();
    socket.deliver(Destination.userQueue(7), {
      pushList: [],
      redDotList: [
        { redDotLocation: 4, pushId: 30, pPushId: 0, hasRead: 12, unRead: true },
        { redDotLocation: 6, pushId: 0, pPushId: 41, hasRead: 40, unRead: true },
      ],
    });
    expect(redDots.unread(4)).toBe(false);
    expect(redDots.unread(6)).toBe(true);
    expect(reportRead).toHaveBeenCalledWith({ pushId: 30, redDotLocation: 4 });
  });

  it('hands QR-code pushes (expired, used) to listeners and ignores pushes of the other type', () => {
    const { socket, realtime, redDots } = setup();
    const heard = vi.fn();
    realtime.onPush(heard);
    realtime.start(7);
    socket.connect();
    socket.deliver(Destination.userQueue(7), {
      pushList: [
        push({ pushId: 2, pushType: PushType.QR_CODE, redDotLocation: undefined, appId: 12 }),
        push({ pushId: 3, pushType: PushType.OTHER }),
        push({ pushId: 4, pushType: PushType.QR_CODE_USED, redDotLocation: undefined, appId: 12 }),
      ],
    });
    expect(heard.mock.calls.map((call): unknown => call[0])).toEqual([
      { kind: 'qr-expired', appId: 12 },
      { kind: 'ignore' },
      { kind: 'qr-used', appId: 12 },
    ]);
    expect(redDots.unread(RedDotLocation.NEWS)).toBe(false);
  });

  it('keeps a game area dot apart from the site dot of the same location', () => {
    const { socket, realtime, redDots } = setup();
    realtime.start(null);
    socket.connect();
    realtime.watchArea('game_12');
    socket.deliver('/topic/notify/game_12', {
      pushList: [push({ pushId: 4, area: 'game_12', redDotLocation: RedDotLocation.EVENT })],
    });
    expect(redDots.unread(RedDotLocation.EVENT, 'game_12')).toBe(true);
    expect(redDots.unread(RedDotLocation.EVENT)).toBe(false);
  });

  it('survives a message it cannot read', () => {
    const { socket, realtime, redDots } = setup();
    realtime.start(null);
    socket.connect();
    socket.subscriptions.get(Destination.notify)?.('not json');
    socket.subscriptions.get(Destination.notify)?.(JSON.stringify({ code: 200, data: {} }));
    socket.deliver(Destination.notify, { pushList: [push({ pushId: 1 })] });
    expect(redDots.unread(RedDotLocation.NEWS)).toBe(true);
  });
});

describe('the red-dot store', () => {
  it('keeps a viewed dot cleared across page loads, for the same player only', () => {
    const first = createRedDotStore();
    first.open(7);
    first.push(push({ pushId: 3 }), RedDotLocation.NEWS);
    first.view(RedDotLocation.NEWS);
    const again = createRedDotStore();
    again.open(7);
    again.push(push({ pushId: 3 }), RedDotLocation.NEWS);
    expect(again.unread(RedDotLocation.NEWS)).toBe(false);
    const other = createRedDotStore();
    other.open(8);
    other.push(push({ pushId: 3 }), RedDotLocation.NEWS);
    expect(other.unread(RedDotLocation.NEWS)).toBe(true);
  });

  it('ignores a stored state that is not its own shape', () => {
    window.localStorage.setItem('redDots', '{"owner":"x"');
    const store = createRedDotStore();
    store.open(null);
    expect(store.snapshot()).toEqual({});
  });
});
