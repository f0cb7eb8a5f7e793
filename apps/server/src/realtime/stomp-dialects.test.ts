import type { AddressInfo } from 'node:net';
import {
  createFrameDecoder,
  Destination,
  encodeFrame,
  PushTargetType,
  PushType,
  pushEnvelopeSchema,
  RedDotLocation,
  STOMP_MAX_FRAME_CHARS,
  type StompFrame,
} from '@portal/contracts';
import { Client, Versions, type IFrame } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, type Player } from '../../test/players.js';
import { eventually, openRawSocket, socketUrl } from '../../test/stomp-clients.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const HEARTBEAT_MS = 10_000;

let t: TestApp;
let baseUrl: string;
let alice: Player;
let bob: Player;
const closers: Array<() => unknown> = [];

beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { STOMP_HEARTBEAT_MS: String(HEARTBEAT_MS) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  alice = await createPlayer(t);
  bob = await createPlayer(t);
});

afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  await t.close();
});

/** The frames a raw socket received, decoded. */
const framesOf = (received: string[]): StompFrame[] => {
  const decoder = createFrameDecoder();
  return received.flatMap((text) => decoder.push(text).frames);
};

/** A raw SockJS socket that sent CONNECT with these headers; answers it and its first frame. */
async function connectRaw(headers: Record<string, string>) {
  const raw = await openRawSocket(baseUrl);
  closers.push(() => raw.close());
  raw.send(encodeFrame({ command: 'CONNECT', headers, body: '' }));
  expect(await eventually(() => raw.received.length > 0)).toBe(true);
  const [first] = framesOf(raw.received);
  return { raw, first };
}

const pushListOf = (frame: StompFrame | undefined) =>
  pushEnvelopeSchema.parse(JSON.parse(frame?.body ?? '')).data.pushList;

describe('CONNECTED', () => {
  it('carries an empty pushList when nothing waits, with its content headers', async () => {
    const { first } = await connectRaw({ 'accept-version': '1.2' });
    expect(first?.command).toBe('CONNECTED');
    expect(JSON.parse(first?.body ?? '')).toMatchObject({ data: { pushList: [] } });
    expect(first?.headers['content-type']).toBe('application/json');
    expect(Number(first?.headers['content-length'])).toBe(first?.body.length);
  });

  it('carries the pending pushes: the newest common ones, and the player own unread ones', async () => {
    const common = await t.app.pushes.publish({
      pushType: PushType.RED_DOT,
      redDotLocation: RedDotLocation.ALL_GIFT,
    });
    const mine = await t.app.pushes.publish({
      pushType: PushType.RED_DOT,
      redDotLocation: RedDotLocation.PERSONAL_MESSAGE,
      userId: alice.userId,
    });
    const visitor = await connectRaw({ 'accept-version': '1.1,1.0' });
    expect(pushListOf(visitor.first)).toEqual([common]);

    const player = await connectRaw({
      'accept-version': '1.2',
      h5Token: alice.h5Token,
      userId: String(alice.userId),
    });
    expect(pushListOf(player.first)).toEqual([common, mine]);
    expect(mine.pushTargetType).toBe(PushTargetType.ONE_TO_ONE);

    // What the player reported read no longer waits.
    const read = await t.call({
      method: 'GET',
      url: '/api/user/push/read',
      query: { h5Token: alice.h5Token, userId: String(alice.userId), pushId: String(mine.pushId) },
    });
    expect(read.body.code).toBe(200);
    const again = await connectRaw({
      'accept-version': '1.2',
      h5Token: alice.h5Token,
      userId: String(alice.userId),
    });
    expect(pushListOf(again.first)).toEqual([common]);
  });
});

describe('version negotiation', () => {
  it.each([
    ['1.0', '1.0'],
    ['1.1', '1.1'],
    ['1.2', '1.2'],
    ['1.1,1.0', '1.1'],
    ['1.0,1.2', '1.2'],
  ])('accept-version %s agrees on %s', async (offered, agreed) => {
    const { first } = await connectRaw({ 'accept-version': offered });
    expect(first?.command).toBe('CONNECTED');
    expect(first?.headers.version).toBe(agreed);
  });

  it('takes a CONNECT without accept-version for STOMP 1.0, with no heart-beats', async () => {
    const { first } = await connectRaw({});
    expect(first?.headers.version).toBe('1.0');
    expect(first?.headers['heart-beat']).toBeUndefined();
  });

  it('offers heart-beats of 10 s both ways from 1.1 on, as stomp.js 2.x asks', async () => {
    const { first } = await connectRaw({
      'accept-version': '1.1,1.0',
      'heart-beat': '10000,10000',
    });
    expect(first?.headers['heart-beat']).toBe(`${HEARTBEAT_MS},${HEARTBEAT_MS}`);
  });

  it('refuses a client that offers none of our versions, naming them', async () => {
    const { raw, first } = await connectRaw({ 'accept-version': '2.0' });
    expect(first?.command).toBe('ERROR');
    expect(first?.headers.version).toBe('1.0,1.1,1.2');
    expect(await eventually(() => raw.closed())).toBe(true);
  });

  it('writes 1.0 headers unescaped and 1.1 headers escaped', async () => {
    for (const [version, header] of [
      ['1.0', 'destination:/topic/notify/fbc_7'],
      ['1.1', 'destination:/topic/notify/fbc_7'],
    ] as const) {
      const { raw } = await connectRaw({ 'accept-version': version });
      raw.send(
        encodeFrame(
          {
            command: 'SUBSCRIBE',
            headers: { id: 'a:b', destination: '/topic/notify/fbc_7' },
            body: '',
          },
          version,
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const pushed = await t.app.pushes.publish({ pushType: PushType.OTHER, area: 'fbc_7' });
      expect(
        await eventually(() => raw.received.some((f) => f.includes(`"pushId":${pushed.pushId}`))),
      ).toBe(true);
      const message = raw.received.find((f) => f.startsWith('MESSAGE')) ?? '';
      expect(message).toContain(header);
      expect(message).toContain(version === '1.0' ? 'subscription:a:b' : 'subscription:a\\cb');
    }
  });

  it('ends a broken 1.1 conversation by closing only, so stomp.js 2.x reconnects once', async () => {
    const { raw } = await connectRaw({ 'accept-version': '1.1,1.0' });
    raw.send(
      encodeFrame(
        {
          command: 'SEND',
          headers: { destination: Destination.bind },
          body: 'x'.repeat(STOMP_MAX_FRAME_CHARS + 1),
        },
        '1.1',
      ),
    );
    expect(await eventually(() => raw.closed())).toBe(true);
    expect(raw.received.some((f) => f.startsWith('ERROR'))).toBe(false);
  });
});

describe('a STOMP 1.1 client (@stomp/stompjs held to 1.1)', () => {
  it('reads pushList from CONNECTED and survives refused subscriptions without reconnecting', async () => {
    const pending = await t.app.pushes.publish({
      pushType: PushType.RED_DOT,
      redDotLocation: RedDotLocation.FBC_GIFT,
    });
    let sockets = 0;
    const connected: IFrame[] = [];
    const errors: IFrame[] = [];
    const client = new Client({
      webSocketFactory: () => {
        sockets += 1;
        return new SockJS(socketUrl(baseUrl));
      },
      stompVersions: new Versions([Versions.V1_1]),
      connectHeaders: { h5Token: alice.h5Token, userId: String(alice.userId) },
      reconnectDelay: 50,
      heartbeatIncoming: 0,
      heartbeatOutgoing: 0,
    });
    client.onConnect = (frame) => connected.push(frame);
    client.onStompError = (frame) => errors.push(frame);
    closers.push(() => client.deactivate());
    client.activate();
    expect(await eventually(() => connected.length > 0)).toBe(true);
    expect(connected[0]?.headers.version).toBe('1.1');
    const pushList = pushEnvelopeSchema.parse(JSON.parse(connected[0]?.body ?? '')).data.pushList;
    expect(pushList).toContainEqual(pending);

    // The publisher's client subscribes as it likes: another queue, an unknown destination, a
    // bind for someone else.
    const got: string[] = [];
    client.subscribe(Destination.userQueue(bob.userId), (m) => got.push(m.body));
    client.subscribe('/queue/unknown', (m) => got.push(m.body));
    client.publish({ destination: Destination.bind, body: JSON.stringify({ userid: bob.userId }) });
    const own = client.subscribe(Destination.userQueue(alice.userId), (m) => got.push(m.body));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const live = await t.app.pushes.publish({
      pushType: PushType.RED_DOT,
      redDotLocation: RedDotLocation.PERSONAL_MESSAGE,
      userId: alice.userId,
    });
    await t.app.pushes.publish({
      pushType: PushType.RED_DOT,
      redDotLocation: RedDotLocation.PERSONAL_MESSAGE,
      userId: bob.userId,
    });
    expect(await eventually(() => got.some((b) => b.includes(`"pushId":${live.pushId}`)))).toBe(
      true,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(got).toHaveLength(1);
    expect(errors).toEqual([]);
    expect(sockets).toBe(1);
    expect(connected).toHaveLength(1);
    own.unsubscribe();
  });
});
