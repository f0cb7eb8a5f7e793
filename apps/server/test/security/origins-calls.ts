import http from 'node:http';
import { Destination, endpoints, REALTIME_PATH, userSchema, type User } from '@portal/contracts';
import WebSocket from 'ws';
import { sessionFields, type FaultPlayer } from '../faults/fault-world.js';
import { acknowledged, describeOutcome, type HttpClient } from '../faults/http-client.js';

/**
 * What the attacks on cookies, cross-site requests and sockets send: a browser's session cookies,
 * requests as an image or another site would make them, and STOMP over the SockJS transports
 * spoken by hand (the client libraries choose their own headers).
 */

/** The Cookie header a browser sends for the player's session, under the given cookie names. */
export const sessionCookie = (player: FaultPlayer, prefix = '') =>
  [
    `${prefix}h5Token=${player.h5Token}`,
    `${prefix}sdkToken=${player.sdkToken}`,
    `${prefix}userId=${player.userId}`,
    `${prefix}platform=GUEST`,
  ].join('; ');

/** The player's profile as their own client reads it (tokens as fields, no cookie). */
export async function profileOf(client: HttpClient, player: FaultPlayer): Promise<User> {
  const outcome = await client.call(endpoints.profile.path, { query: sessionFields(player) });
  const user = acknowledged(outcome, userSchema);
  if (!user) throw new Error(`profile of ${player.userId}: ${describeOutcome(outcome)}`);
  return user;
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** One request with exactly the given headers, answered as text. */
export function rawRequest(
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, baseUrl),
      { method: options.method ?? 'GET', headers: options.headers ?? {}, timeout: 10_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${path}: no answer`)));
    request.on('error', reject);
    request.end(options.body);
  });
}

const CONNECT_FRAME = 'CONNECT\naccept-version:1.2\nhost:playhaven\n\n\u0000';
const subscribeFrame = (userId: number) =>
  `SUBSCRIBE\nid:sub-0\ndestination:${Destination.userQueue(userId)}\n\n\u0000`;
/** The spec's bind message, which a player's queue answers with the red-dot state. */
const bindFrame = (userId: number) =>
  `SEND\ndestination:${Destination.bind}\ncontent-type:application/json\n\n{"userid":${userId}}\u0000`;

/** The headers of a STOMP frame's first line group, by name. */
function frameHeaders(frame: string): { command: string; headers: Record<string, string> } {
  const [command = '', ...lines] = frame.split('\n\n')[0]?.split('\n') ?? [];
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon)] = line.slice(colon + 1);
  }
  return { command, headers };
}

/** What a socket opened with only the session cookie learnt: who it was taken for, and the frames after. */
export interface SocketOutcome {
  /** The CONNECTED frame's headers, or null when the connection never got that far. */
  connected: Record<string, string> | null;
  /** Commands and destinations of the frames received after subscribing to the player's queue. */
  later: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A STOMP session over the raw websocket endpoint, opened with `headers` on the upgrade: CONNECT
 * with no token (the cookie has to say who it is), then a subscription to the queue of `userId`
 * and the bind message.
 */
export async function stompOverWebsocket(
  baseUrl: string,
  headers: Record<string, string>,
  userId: number,
): Promise<SocketOutcome> {
  const url = `${baseUrl.replace(/^http/, 'ws')}${REALTIME_PATH}/websocket`;
  const socket = new WebSocket(url, { headers });
  const frames: string[] = [];
  socket.on('message', (data: Buffer) => frames.push(data.toString('utf8')));
  const opened = await new Promise<boolean>((resolve) => {
    socket.once('open', () => resolve(true));
    socket.once('error', () => resolve(false));
    socket.once('unexpected-response', () => resolve(false));
  });
  if (!opened) return { connected: null, later: [] };
  try {
    socket.send(CONNECT_FRAME);
    return await afterConnect(frames, (frame) => socket.send(frame), userId);
  } finally {
    socket.terminate();
  }
}

/**
 * The same over SockJS's xhr-polling transport: every request of the session carries `headers`.
 */
export async function stompOverXhrPolling(
  baseUrl: string,
  headers: Record<string, string>,
  userId: number,
): Promise<SocketOutcome> {
  const session = `${REALTIME_PATH}/000/${Math.random().toString(36).slice(2, 10)}`;
  const frames: string[] = [];
  const poll = async () => {
    const answer = await rawRequest(baseUrl, `${session}/xhr`, { method: 'POST', headers });
    for (const line of answer.text.split('\n')) {
      if (line.startsWith('a')) frames.push(...(JSON.parse(line.slice(1)) as string[]));
    }
    return answer;
  };
  const send = (frame: string) =>
    rawRequest(baseUrl, `${session}/xhr_send`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/plain' },
      body: JSON.stringify([frame]),
    });
  const open = await poll();
  if (open.status !== 200 || !open.text.startsWith('o')) return { connected: null, later: [] };
  await send(CONNECT_FRAME);
  // Polls run beside the checks until the outcome is known.
  let polling = true;
  const loop = (async () => {
    while (polling) await poll().catch(() => sleep(50));
  })();
  try {
    return await afterConnect(frames, (frame) => void send(frame), userId);
  } finally {
    polling = false;
    await rawRequest(baseUrl, `${session}/xhr_send`, {
      method: 'POST',
      headers,
      body: JSON.stringify(['DISCONNECT\n\n\u0000']),
    }).catch(() => undefined);
    await Promise.race([loop, sleep(6_000)]);
  }
}

async function afterConnect(
  frames: string[],
  send: (frame: string) => void,
  userId: number,
): Promise<SocketOutcome> {
  const deadline = Date.now() + 5_000;
  while (frames.length === 0 && Date.now() < deadline) await sleep(20);
  const first = frames.shift();
  if (first === undefined) return { connected: null, later: [] };
  const parsed = frameHeaders(first);
  if (parsed.command !== 'CONNECTED') return { connected: null, later: [parsed.command] };
  send(subscribeFrame(userId));
  send(bindFrame(userId));
  await sleep(1_000);
  const later = frames.map((frame) => {
    const { command, headers } = frameHeaders(frame);
    return headers.destination ? `${command} ${headers.destination}` : command;
  });
  return { connected: parsed.headers, later };
}
