import {
  createFrameDecoder,
  Destination,
  encodeFrame,
  PushTargetType,
  PushType,
  STOMP_MAX_FRAME_CHARS,
  type PushItem,
  type StompFrame,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { RealtimeHub, type HubOptions } from './realtime-hub.js';
import type { SharedFrame } from './shared-frame.js';
import { StompSession, type SessionHost, type Transport } from './stomp-session.js';

/** A socket that keeps what the session sent it: its own frames and the shared ones. */
class RecordingTransport implements Transport {
  readonly texts: string[] = [];
  readonly shared: SharedFrame[] = [];
  closed = false;

  send(text: string): void {
    this.texts.push(text);
  }

  sendShared(frame: SharedFrame): void {
    this.shared.push(frame);
    this.texts.push(frame.text);
  }

  close(): void {
    this.closed = true;
  }

  frames(): StompFrame[] {
    const decoder = createFrameDecoder();
    return this.texts.flatMap((text) => decoder.push(text).frames);
  }

  messages(): StompFrame[] {
    return this.frames().filter((frame) => frame.command === 'MESSAGE');
  }
}

const limits = {
  heartbeatMs: 10_000,
  maxSubscriptions: 10,
  connectTimeoutMs: 10_000,
  maxFrameChars: STOMP_MAX_FRAME_CHARS,
};

/** `count` visitors, connected and subscribed to /topic/notify, the way the site's client is. */
async function visitors(hub: RealtimeHub, count: number, version = '1.2') {
  const host: SessionHost = {
    authenticate: () => Promise.resolve(null),
    pendingPushes: () => Promise.resolve([]),
    subscribed: (session, id, destination) => hub.subscribed(session, id, destination),
    unsubscribed: (session, id) => hub.unsubscribed(session, id),
    catchUp: () => undefined,
    bound: () => undefined,
    closed: (session) => hub.removed(session),
    log: { debug: () => undefined },
  };
  const sockets = Array.from({ length: count }, (_, n) => {
    const transport = new RecordingTransport();
    const session = new StompSession(transport, host, limits);
    hub.added(session);
    session.receive(
      encodeFrame({ command: 'CONNECT', headers: { 'accept-version': version }, body: '' }) +
        encodeFrame({
          command: 'SUBSCRIBE',
          headers: { id: `sub-${n % 3}`, destination: Destination.notify, receipt: 'ready' },
          body: '',
        }),
    );
    return { session, transport };
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (const { transport } of sockets) {
    expect(transport.frames().map((f) => f.command)).toEqual(['CONNECTED', 'RECEIPT']);
  }
  return sockets;
}

let pushId = 0;
const commonPush = (title: string): PushItem => ({
  pushId: (pushId += 1),
  pushType: PushType.OTHER,
  pushTargetType: PushTargetType.COMMON,
  createdAt: Date.now(),
  title,
});

const titlesOf = (transport: RecordingTransport) =>
  transport.messages().map((m) => (JSON.parse(m.body) as { data: { pushList: PushItem[] } }).data);

/** Waits until the hub has sent everything it holds. */
async function drained(hub: RealtimeHub) {
  while (hub.backlog > 0) await new Promise((resolve) => setImmediate(resolve));
}

const sliced: HubOptions = { sliceMs: 0, socketsPerCheck: 100 };

describe('a broadcast to many sockets', () => {
  it('lets timers and other work run between its slices, and reaches every socket once', async () => {
    const hub = new RealtimeHub(sliced);
    const sockets = await visitors(hub, 2_000);
    const reachedWhenTimerRan: number[] = [];
    setTimeout(() => {
      reachedWhenTimerRan.push(sockets.filter((s) => s.transport.shared.length > 0).length);
    }, 0);
    expect(hub.deliver(commonPush('for all'))).toBe(2_000);
    // The first slice goes at once; the rest waits for the event loop.
    expect(sockets.filter((s) => s.transport.shared.length > 0)).toHaveLength(100);
    await drained(hub);
    expect(reachedWhenTimerRan).toHaveLength(1);
    expect(reachedWhenTimerRan[0]).toBeLessThan(2_000);
    for (const { transport } of sockets) {
      const messages = transport.messages();
      expect(messages).toHaveLength(1);
      expect(messages[0]?.headers.destination).toBe(Destination.notify);
    }
  });

  it('makes each frame once for the sockets that share a subscription id and version', async () => {
    const hub = new RealtimeHub(sliced);
    const sockets = await visitors(hub, 300);
    hub.deliver(commonPush('shared'));
    await drained(hub);
    const distinct = new Set(sockets.flatMap((s) => s.transport.shared));
    // Three subscription ids among the sockets: three frames, each sent to a third of them.
    expect(distinct.size).toBe(3);
    for (const [n, { transport }] of sockets.entries()) {
      expect(transport.messages()[0]?.headers.subscription).toBe(`sub-${n % 3}`);
    }
    const ids = new Set(sockets.map((s) => s.transport.messages()[0]?.headers['message-id']));
    expect(ids.size).toBe(1);
  });

  it('writes the frame in the version each socket agreed', async () => {
    const hub = new RealtimeHub(sliced);
    const [old] = await visitors(hub, 1, '1.0');
    const [current] = await visitors(hub, 1, '1.2');
    hub.deliver(commonPush('versions'));
    await drained(hub);
    expect(old?.transport.shared[0]).not.toBe(current?.transport.shared[0]);
    expect(old?.transport.messages()).toHaveLength(1);
    expect(current?.transport.messages()).toHaveLength(1);
  });

  it('keeps the order of broadcasts on every socket, and the ids of their messages apart', async () => {
    const hub = new RealtimeHub(sliced);
    const sockets = await visitors(hub, 1_000);
    const first = commonPush('first');
    const second = commonPush('second');
    hub.deliver(first);
    hub.deliver(second);
    await drained(hub);
    for (const { transport } of sockets) {
      expect(titlesOf(transport).map((d) => d.pushList[0]?.pushId)).toEqual([
        first.pushId,
        second.pushId,
      ]);
      const [a, b] = transport.messages();
      expect(a?.headers['message-id']).not.toBe(b?.headers['message-id']);
    }
  });

  it('passes over a socket that closed or unsubscribed while the broadcast went out', async () => {
    const hub = new RealtimeHub(sliced);
    const sockets = await visitors(hub, 500);
    hub.deliver(commonPush('late'));
    const [gone, left] = sockets.slice(-2);
    gone?.session.close();
    left?.session.receive(
      encodeFrame({ command: 'UNSUBSCRIBE', headers: { id: 'sub-1' }, body: '' }),
    );
    await drained(hub);
    expect(gone?.transport.messages()).toEqual([]);
    expect(left?.transport.messages()).toEqual([]);
    expect(sockets.filter((s) => s.transport.messages().length === 1)).toHaveLength(498);
  });

  it('answers 0 and sends nothing when the destination has no subscriber', async () => {
    const hub = new RealtimeHub(sliced);
    await visitors(hub, 10);
    expect(hub.deliver({ ...commonPush('elsewhere'), area: 'game_1' })).toBe(0);
    expect(hub.backlog).toBe(0);
  });
});
