import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';

/**
 * Many listeners in one process: each is a bare `ws` socket, light enough for thousands, that
 * speaks what the site's sockjs-client and @stomp/stompjs speak on the wire.
 */

/** The heart-beats the site asks for (STOMP_HEARTBEAT_MS of the contracts, both ways). */
const HEARTBEAT_MS = 10_000;
/** Sockets opening at once: a steady arrival of visitors rather than one burst of handshakes. */
const OPENING_AT_ONCE = 50;

/** A STOMP 1.2 frame without a body; these headers need no escaping. */
const stompFrame = (command, headers) =>
  `${command}\n${Object.entries(headers)
    .map(([name, value]) => `${name}:${value}`)
    .join('\n')}\n\n\0`;

/** A client-to-server SockJS message: a JSON array of strings. */
const sockjsSend = (ws, text) => ws.send(JSON.stringify([text]));

/**
 * sockjs-client's websocket transport: `<prefix>/<server>/<session>/websocket`, with a server
 * number and session id of the client's choosing.
 */
const sockjsUrl = (port, n) =>
  `ws://127.0.0.1:${port}/ws/user/init/${String(n % 1000).padStart(3, '0')}/${randomBytes(8).toString('hex')}/websocket`;

/**
 * One visitor of the site: opens the SockJS socket, CONNECTs with the site's heart-beats,
 * SUBSCRIBEs to /topic/notify and resolves at the RECEIPT. Every later message goes to `onText`.
 */
function subscribeVisitor(port, n, onText) {
  const ws = new WebSocket(sockjsUrl(port, n), { perMessageDeflate: false });
  let beating;
  return new Promise((resolve, reject) => {
    let state = 'opening';
    ws.on('message', (data) => {
      const text = data.toString();
      if (state === 'subscribed') {
        onText(text);
      } else if (text === 'o') {
        state = 'connecting';
        sockjsSend(
          ws,
          stompFrame('CONNECT', {
            'accept-version': '1.2',
            'heart-beat': `${HEARTBEAT_MS},${HEARTBEAT_MS}`,
          }),
        );
      } else if (state === 'connecting' && text.startsWith('a["CONNECTED')) {
        state = 'subscribing';
        beating = setInterval(() => sockjsSend(ws, '\n'), HEARTBEAT_MS);
        sockjsSend(
          ws,
          stompFrame('SUBSCRIBE', {
            id: 'sub-0',
            destination: '/topic/notify',
            receipt: 'subscribed',
          }),
        );
      } else if (state === 'subscribing' && text.startsWith('a["RECEIPT')) {
        state = 'subscribed';
        resolve({ close: () => ws.terminate() });
      } else if (text.startsWith('c[') || text.startsWith('a["ERROR')) {
        reject(new Error(`socket ${n} refused: ${text.slice(0, 200)}`));
      }
    });
    ws.on('error', reject);
    ws.on('close', () => {
      clearInterval(beating);
      if (state !== 'subscribed') reject(new Error(`socket ${n} closed while ${state}`));
    });
  });
}

/** A bare `ws` listener for the ceiling: open is all it takes. */
function openPlain(port, _n, onText) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/`, { perMessageDeflate: false });
  ws.on('message', (data) => onText(data.toString()));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ close: () => ws.terminate() }));
    ws.once('error', reject);
  });
}

const KINDS = { visitor: subscribeVisitor, plain: openPlain };

/** Opens `count` listeners of a kind, a few at a time; answers them and the opening rate. */
export async function openListeners(kind, port, count, onText) {
  const listeners = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(OPENING_AT_ONCE, count) }, async () => {
      while (next < count) {
        const n = next++;
        listeners.push(await KINDS[kind](port, n, onText));
      }
    }),
  );
  return { listeners, perSecond: count / ((performance.now() - started) / 1000) };
}
