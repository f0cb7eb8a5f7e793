import { setTimeout as sleep } from 'node:timers/promises';
import { REALTIME_PATH } from '@portal/contracts';
import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import SockJS from 'sockjs-client';

/** Polls until the check holds or the time is up; answers whether it held. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  withinMs = 3_000,
): Promise<boolean> {
  const end = Date.now() + withinMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= end) return false;
    await sleep(20);
  }
}

export const socketUrl = (baseUrl: string) => `${baseUrl}${REALTIME_PATH}`;

export interface StompTestClient {
  client: Client;
  messages: IMessage[];
  errors: IFrame[];
  /** Set once the transport closed. */
  closed: () => boolean;
  disconnect(): Promise<void>;
}

/**
 * The site's own client libraries, driven from Node: @stomp/stompjs over sockjs-client, with
 * reconnection off so a refusal stays visible. `transports` holds sockjs-client to some of its
 * transports (`websocket`, `xhr-streaming`, `xhr-polling`); by default it picks as a browser does.
 */
export async function connectStomp(
  baseUrl: string,
  connectHeaders: Record<string, string> = {},
  heartbeat = { incoming: 0, outgoing: 0 },
  transports?: string[],
): Promise<StompTestClient> {
  const messages: IMessage[] = [];
  const errors: IFrame[] = [];
  let isClosed = false;
  const client = new Client({
    webSocketFactory: () => new SockJS(socketUrl(baseUrl), null, transports ? { transports } : {}),
    connectHeaders,
    reconnectDelay: 0,
    heartbeatIncoming: heartbeat.incoming,
    heartbeatOutgoing: heartbeat.outgoing,
  });
  await new Promise<void>((resolve, reject) => {
    client.onConnect = () => resolve();
    client.onStompError = (frame) => {
      errors.push(frame);
      reject(new Error(frame.headers.message ?? 'STOMP error'));
    };
    client.onWebSocketClose = () => {
      isClosed = true;
      reject(new Error('closed before CONNECTED'));
    };
    client.activate();
  });
  client.onStompError = (frame) => errors.push(frame);
  client.onWebSocketClose = () => {
    isClosed = true;
  };
  return {
    client,
    messages,
    errors,
    closed: () => isClosed,
    disconnect: () => client.deactivate(),
  };
}

/** Subscribes and collects what arrives, with the parsed JSON bodies. */
export function collect(client: Client, destination: string) {
  const bodies: unknown[] = [];
  const frames: IMessage[] = [];
  const subscription = client.subscribe(destination, (message) => {
    frames.push(message);
    bodies.push(JSON.parse(message.body));
  });
  return { bodies, frames, subscription };
}

/** A bare SockJS connection that speaks frames as text: for what the STOMP client never sends. */
export async function openRawSocket(baseUrl: string) {
  const received: string[] = [];
  let isClosed = false;
  const socket = new SockJS(socketUrl(baseUrl));
  socket.onmessage = (event: { data: unknown }) => received.push(String(event.data));
  socket.onclose = () => {
    isClosed = true;
  };
  await new Promise<void>((resolve, reject) => {
    socket.onopen = () => resolve();
    socket.onerror = () => reject(new Error('socket error'));
  });
  return {
    send: (text: string) => socket.send(text),
    received,
    closed: () => isClosed,
    close: () => socket.close(),
  };
}
