import type { AddressInfo } from 'node:net';
import {
  createFrameDecoder,
  Destination,
  encodeFrame,
  PushType,
  REALTIME_PATH,
  type PushEnvelope,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  collect,
  connectStomp,
  eventually,
  type StompTestClient,
} from '../../test/stomp-clients.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let baseUrl: string;
const clients: StompTestClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.disconnect()));
  await t.close();
});

/** Publishes common pushes one after the other; answers their ids. */
async function publishSeveral(count: number, label: string): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 0; n < count; n += 1) {
    ids.push(
      (await t.app.pushes.publish({ pushType: PushType.OTHER, title: `${label} ${n}` })).pushId,
    );
  }
  return ids;
}

describe.each(['websocket', 'xhr-streaming', 'xhr-polling'])('the %s transport', (transport) => {
  it('delivers each broadcast once and in order', async () => {
    const c = await connectStomp(baseUrl, {}, undefined, [transport]);
    clients.push(c);
    const topic = collect(c.client, Destination.notify);
    await new Promise<void>((resolve) => {
      c.client.watchForReceipt('ready', () => resolve());
      c.client.publish({
        destination: Destination.bind,
        body: '{}',
        headers: { receipt: 'ready' },
      });
    });
    const sent = await publishSeveral(5, transport);
    const received = () =>
      topic.bodies
        .flatMap((b) => (b as PushEnvelope).data.pushList.map((p) => p.pushId))
        .filter((id) => sent.includes(id));
    expect(await eventually(() => received().length >= sent.length, 5_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received()).toEqual(sent);
    expect(c.errors).toEqual([]);
  });
});

describe('the raw websocket', () => {
  it('takes STOMP frames as they are and delivers each broadcast once and in order', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const ws = new WebSocket(`ws://127.0.0.1:${port}${REALTIME_PATH}/websocket`);
    const decoder = createFrameDecoder();
    const frames: ReturnType<typeof decoder.push>['frames'] = [];
    ws.on('message', (data: Buffer) => frames.push(...decoder.push(data.toString()).frames));
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send(encodeFrame({ command: 'CONNECT', headers: { 'accept-version': '1.2' }, body: '' }));
    ws.send(
      encodeFrame({
        command: 'SUBSCRIBE',
        headers: { id: 'raw-0', destination: Destination.notify, receipt: 'ready' },
        body: '',
      }),
    );
    expect(await eventually(() => frames.some((f) => f.command === 'RECEIPT'))).toBe(true);
    const sent = await publishSeveral(3, 'raw');
    const received = () =>
      frames
        .filter((f) => f.command === 'MESSAGE' && f.headers.subscription === 'raw-0')
        .flatMap((f) => (JSON.parse(f.body) as PushEnvelope).data.pushList.map((p) => p.pushId))
        .filter((id) => sent.includes(id));
    expect(await eventually(() => received().length >= sent.length)).toBe(true);
    expect(received()).toEqual(sent);
    ws.close();
  });

  it('closes a SockJS websocket whose message is not SockJS framing', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const ws = new WebSocket(`ws://127.0.0.1:${port}${REALTIME_PATH}/000/broken/websocket`);
    const received: string[] = [];
    ws.on('message', (data: Buffer) => received.push(data.toString()));
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send('CONNECT\n\n\0');
    expect(await closed).toBe(3000);
    expect(received).toEqual(['o', 'c[3000,"Broken framing."]']);
  });
});
