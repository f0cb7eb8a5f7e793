import type { AddressInfo } from 'node:net';
import {
  Destination,
  encodeFrame,
  endpoints,
  PushType,
  REALTIME_PATH,
  RedDotLocation,
  REQUEST_ID_HEADER,
  PushTargetType,
  STOMP_MAX_FRAME_CHARS,
  type PushEnvelope,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createPlayer, fieldsOf, type Player } from '../../test/players.js';
import {
  collect,
  connectStomp,
  eventually,
  openRawSocket,
  type StompTestClient,
} from '../../test/stomp-clients.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const HEARTBEAT_MS = 300;

let t: TestApp;
let baseUrl: string;
let alice: Player;
let bob: Player;
const clients: StompTestClient[] = [];

const tokens = (p: Player) => ({ h5Token: p.h5Token, userId: String(p.userId) });
const track = (client: StompTestClient) => {
  clients.push(client);
  return client;
};

beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { STOMP_HEARTBEAT_MS: String(HEARTBEAT_MS) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  alice = await createPlayer(t);
  bob = await createPlayer(t);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.disconnect()));
  await t.close();
});

describe('SockJS endpoint', () => {
  it('answers the SockJS info request at once', async () => {
    const started = Date.now();
    const res = await fetch(`${baseUrl}/ws/user/init/info`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ websocket: true });
    expect(Date.now() - started).toBeLessThan(8_000);
  });
});

describe('STOMP over SockJS', () => {
  it('connects a player, delivers a one-to-one push on their queue with its headers', async () => {
    const a = track(await connectStomp(baseUrl, tokens(alice)));
    const queue = collect(a.client, Destination.userQueue(alice.userId));
    await eventually(() => t.app.realtime.connectionCount() >= 1);
    // The subscription is registered when the server reads the frame; a round trip settles it.
    await new Promise<void>((resolve) => {
      a.client.watchForReceipt('sub-ready', () => resolve());
      a.client.publish({
        destination: Destination.bind,
        body: JSON.stringify({ userid: alice.userId }),
        headers: { receipt: 'sub-ready' },
      });
    });
    const pushed = await t.app.pushes.publish({
      pushType: PushType.RED_DOT,
      redDotLocation: RedDotLocation.PERSONAL_MESSAGE,
      userId: alice.userId,
      title: 'hello',
    });
    expect(
      await eventually(() =>
        queue.bodies.some((b) => (b as PushEnvelope).data.pushList.length > 0),
      ),
    ).toBe(true);
    const message = queue.frames.find(
      (f) => (JSON.parse(f.body) as PushEnvelope).data.pushList.length > 0,
    );
    expect(message?.headers.subscription).toBe(queue.subscription.id);
    expect(message?.headers['message-id']).toBeTruthy();
    expect(message?.headers.destination).toBe(`/user/${alice.userId}/msg`);
    const body = JSON.parse(message?.body ?? '{}') as PushEnvelope;
    expect(body.code).toBe(200);
    expect(body.data.pushList).toEqual([pushed]);
    expect(pushed.pushTargetType).toBe(PushTargetType.ONE_TO_ONE);
  });

  it('answers the bind message with the player red-dot state', async () => {
    const b = track(await connectStomp(baseUrl, tokens(bob)));
    const queue = collect(b.client, Destination.userQueue(bob.userId));
    const common = await t.app.pushes.publish({
      pushType: PushType.RED_DOT,
      redDotLocation: RedDotLocation.NEWS,
      title: 'news',
    });
    b.client.publish({
      destination: Destination.bind,
      body: JSON.stringify({ userid: bob.userId }),
    });
    expect(
      await eventually(() => queue.bodies.some((x) => (x as PushEnvelope).data.redDotList)),
    ).toBe(true);
    const state = queue.bodies
      .map((x) => (x as PushEnvelope).data.redDotList)
      .find((list) => list !== undefined);
    expect(state).toContainEqual({
      redDotLocation: RedDotLocation.NEWS,
      pushId: common.pushId,
      pPushId: 0,
      hasRead: 0,
      unRead: true,
    });
  });

  it('lets a visitor listen to the public topics and catch up on the newest common pushes', async () => {
    const latest = await t.app.pushes.publish({
      pushType: PushType.RED_DOT,
      redDotLocation: RedDotLocation.EVENT,
      title: 'event',
    });
    const visitor = track(await connectStomp(baseUrl));
    const topic = collect(visitor.client, Destination.notify);
    collect(visitor.client, '/topic/notify/game_3');
    expect(
      await eventually(() =>
        topic.bodies.some((b) =>
          (b as PushEnvelope).data.pushList.some((p) => p.pushId === latest.pushId),
        ),
      ),
    ).toBe(true);
    const live = await t.app.pushes.publish({ pushType: PushType.OTHER, title: 'for all' });
    expect(
      await eventually(() =>
        topic.bodies.some((b) =>
          (b as PushEnvelope).data.pushList.some((p) => p.pushId === live.pushId),
        ),
      ),
    ).toBe(true);
    expect(visitor.errors).toEqual([]);
  });

  /** Sends a frame with a receipt and waits for it: the server has handled the frame. */
  const settled = (c: StompTestClient, send: (receipt: string) => void) => {
    const receipt = `r-${Math.random().toString(36).slice(2)}`;
    return new Promise<void>((resolve) => {
      c.client.watchForReceipt(receipt, () => resolve());
      send(receipt);
    });
  };

  it("gives nothing of another player's queue, and keeps the connection", async () => {
    const a = track(await connectStomp(baseUrl, tokens(alice)));
    const got: string[] = [];
    await settled(a, (receipt) =>
      a.client.subscribe(Destination.userQueue(bob.userId), (m) => got.push(m.body), {
        receipt,
      }),
    );
    await t.app.pushes.publish({
      pushType: PushType.RED_DOT,
      redDotLocation: RedDotLocation.PERSONAL_MESSAGE,
      userId: bob.userId,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(got).toEqual([]);
    expect(a.errors).toEqual([]);
    expect(a.closed()).toBe(false);
    expect(a.client.connected).toBe(true);
  });

  it("gives a visitor nothing of a player's queue, and keeps the connection", async () => {
    const visitor = track(await connectStomp(baseUrl));
    await settled(visitor, (receipt) =>
      visitor.client.subscribe(Destination.userQueue(alice.userId), () => undefined, {
        receipt,
      }),
    );
    expect(visitor.errors).toEqual([]);
    expect(visitor.closed()).toBe(false);
  });

  it('acts on no bind for another player, and keeps the connection', async () => {
    const a = track(await connectStomp(baseUrl, tokens(alice)));
    const queue = collect(a.client, Destination.userQueue(alice.userId));
    await settled(a, (receipt) =>
      a.client.publish({
        destination: Destination.bind,
        body: JSON.stringify({ userid: bob.userId }),
        headers: { receipt },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(queue.bodies).toEqual([]);
    expect(a.errors).toEqual([]);
    expect(a.closed()).toBe(false);
  });

  it('refuses a token that does not open a session', async () => {
    await expect(connectStomp(baseUrl, { h5Token: 'not-a-token' })).rejects.toThrow(
      /does not open a session/,
    );
  });

  /** The CONNECTED frame of a raw websocket opened with `headers`, CONNECT sent without tokens. */
  const connectedWith = async (headers: Record<string, string>) => {
    const { port } = t.app.server.address() as AddressInfo;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/user/init/websocket`, { headers });
    const received: string[] = [];
    ws.on('message', (data: Buffer) => received.push(data.toString()));
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send(encodeFrame({ command: 'CONNECT', headers: { 'accept-version': '1.2' }, body: '' }));
    expect(await eventually(() => received.some((f) => f.startsWith('CONNECTED')))).toBe(true);
    ws.close();
    return received.find((f) => f.startsWith('CONNECTED')) ?? '';
  };
  const siteOrigin = () => new URL(t.config.PUBLIC_URL).origin;

  it('identifies a player by the session cookie of a handshake from the site', async () => {
    const cookie = `h5Token=${alice.h5Token}; userId=${alice.userId}`;
    expect(await connectedWith({ cookie, origin: siteOrigin() })).toContain(
      `user-name:${alice.userId}`,
    );
  });

  it('takes no cookie from a handshake without the site origin', async () => {
    const cookie = `h5Token=${alice.h5Token}; userId=${alice.userId}`;
    expect(await connectedWith({ cookie })).not.toContain('user-name');
    expect(await connectedWith({ cookie, origin: 'http://evil.example' })).not.toContain(
      'user-name',
    );
  });

  it('takes no cookie sent twice under one session name', async () => {
    const cookie = `h5Token=${bob.h5Token}; h5Token=${alice.h5Token}`;
    expect(await connectedWith({ cookie, origin: siteOrigin() })).not.toContain('user-name');
  });

  it('serves neither the transports without an Origin nor the iframe page', async () => {
    for (const path of ['000/abcd/jsonp?c=x', '000/abcd/htmlfile?c=x', '000/abcd/eventsource']) {
      const res = await fetch(`${baseUrl}/ws/user/init/${path}`);
      expect(res.status, path).toBe(404);
      await res.body?.cancel();
    }
    const iframe = await fetch(`${baseUrl}/ws/user/init/iframe.html`);
    expect(iframe.status).toBe(404);
  });

  it('answers /info without CORS headers for another origin', async () => {
    const res = await fetch(`${baseUrl}/ws/user/init/info`, {
      headers: { origin: 'http://evil.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('negotiates 1.2 and the heart-beat, and answers DISCONNECT with its RECEIPT', async () => {
    const raw = await openRawSocket(baseUrl);
    raw.send(
      encodeFrame({
        command: 'CONNECT',
        headers: { 'accept-version': '1.1,1.2', 'heart-beat': '0,0' },
        body: '',
      }),
    );
    expect(await eventually(() => raw.received.some((f) => f.startsWith('CONNECTED')))).toBe(true);
    const connected = raw.received.find((f) => f.startsWith('CONNECTED')) ?? '';
    expect(connected).toContain('version:1.2');
    expect(connected).toContain(`heart-beat:${HEARTBEAT_MS},${HEARTBEAT_MS}`);
    raw.send(encodeFrame({ command: 'DISCONNECT', headers: { receipt: 'bye' }, body: '' }));
    expect(await eventually(() => raw.received.some((f) => f.includes('receipt-id:bye')))).toBe(
      true,
    );
    expect(await eventually(() => raw.closed())).toBe(true);
  });

  it('drops a client that promised heart-beats and went silent', async () => {
    const raw = await openRawSocket(baseUrl);
    raw.send(
      encodeFrame({
        command: 'CONNECT',
        headers: { 'accept-version': '1.2', 'heart-beat': `${HEARTBEAT_MS},0` },
        body: '',
      }),
    );
    expect(await eventually(() => raw.received.some((f) => f.startsWith('CONNECTED')))).toBe(true);
    const started = Date.now();
    expect(await eventually(() => raw.closed(), 5_000)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(HEARTBEAT_MS);
    expect(raw.received.some((f) => f.startsWith('ERROR') && f.includes('heart-beat'))).toBe(true);
  });

  it('keeps a client that sends its heart-beats past the window', async () => {
    const c = track(
      await connectStomp(baseUrl, {}, { incoming: HEARTBEAT_MS, outgoing: HEARTBEAT_MS }),
    );
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 5));
    expect(c.closed()).toBe(false);
    expect(c.client.connected).toBe(true);
  });

  it('answers an oversize frame with ERROR and keeps serving the others', async () => {
    const bystander = track(await connectStomp(baseUrl));
    const topic = collect(bystander.client, Destination.notify);
    const raw = await openRawSocket(baseUrl);
    raw.send(encodeFrame({ command: 'CONNECT', headers: { 'accept-version': '1.2' }, body: '' }));
    expect(await eventually(() => raw.received.some((f) => f.startsWith('CONNECTED')))).toBe(true);
    raw.send(
      encodeFrame({
        command: 'SEND',
        headers: { destination: Destination.bind },
        body: 'x'.repeat(STOMP_MAX_FRAME_CHARS + 10),
      }),
    );
    expect(await eventually(() => raw.closed())).toBe(true);
    expect(raw.received.some((f) => f.startsWith('ERROR') && f.includes('too large'))).toBe(true);

    const after = await t.app.pushes.publish({ pushType: PushType.OTHER, title: 'still here' });
    expect(
      await eventually(() =>
        topic.bodies.some((b) =>
          (b as PushEnvelope).data.pushList.some((p) => p.pushId === after.pushId),
        ),
      ),
    ).toBe(true);
  });

  it('refuses frames before CONNECT with ERROR; an unknown destination gets nothing', async () => {
    const early = await openRawSocket(baseUrl);
    early.send(
      encodeFrame({
        command: 'SUBSCRIBE',
        headers: { id: '1', destination: '/topic/notify' },
        body: '',
      }),
    );
    expect(await eventually(() => early.closed())).toBe(true);
    expect(early.received.some((f) => f.startsWith('ERROR'))).toBe(true);

    const c = track(await connectStomp(baseUrl));
    await settled(c, (receipt) =>
      c.client.subscribe('/queue/anything', () => undefined, { receipt }),
    );
    await settled(c, (receipt) =>
      c.client.publish({ destination: '/app/anything', body: '{}', headers: { receipt } }),
    );
    expect(c.errors).toEqual([]);
    expect(c.closed()).toBe(false);
  });

  it("closes a player's socket at logout and keeps the others", async () => {
    const player = await createPlayer(t);
    const c = track(await connectStomp(baseUrl, tokens(player)));
    const other = track(await connectStomp(baseUrl, tokens(alice)));
    const res = await t.call({
      method: 'GET',
      url: endpoints.logout.path,
      query: fieldsOf(player),
    });
    expect(res.body.code).toBe(200);
    expect(await eventually(() => c.closed(), 5_000)).toBe(true);
    expect(c.errors[0]?.headers.message).toBe('session ended');
    expect(other.closed()).toBe(false);
  });

  it('counts the open connections of this process', async () => {
    const before = t.app.realtime.connectionCount();
    const c = await connectStomp(baseUrl);
    expect(t.app.realtime.connectionCount()).toBe(before + 1);
    await c.disconnect();
    expect(await eventually(() => t.app.realtime.connectionCount() === before)).toBe(true);
  });
});

describe('the paths around the SockJS prefix', () => {
  // The app tags each of its answers with a request id; SockJS does not.
  it('gives SockJS its own paths and leaves the rest to the app', async () => {
    const sockjs = await fetch(`${baseUrl}${REALTIME_PATH}/info`);
    expect(sockjs.headers.get(REQUEST_ID_HEADER)).toBeNull();
    for (const path of [`${REALTIME_PATH}x/info`, '/api/guest/app/list/v2?pageSize=1']) {
      const res = await fetch(`${baseUrl}${path}`);
      expect(res.headers.get(REQUEST_ID_HEADER), path).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('refuses a WebSocket upgrade on any other path', async () => {
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/guest/app/list/v2`);
    const outcome = await new Promise<string>((resolve) => {
      socket.on('open', () => resolve('open'));
      socket.on('error', () => resolve('refused'));
    });
    expect(outcome).toBe('refused');
  });
});
