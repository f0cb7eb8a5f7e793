import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { Code, endpoints, REALTIME_PATH } from '@portal/contracts';
import { loadConfig } from '../../src/config.js';
import WebSocket from 'ws';
import { PNG } from '../accounts.js';
import { sessionFields, type FaultPlayer } from '../faults/fault-world.js';
import type { HttpClient, Outcome } from '../faults/http-client.js';

/** The limits a deployment runs with when it sets none of them. */
export const defaults = loadConfig({ NODE_ENV: 'production', OSIGN_SECRET: 'defaults-only' });

/** Another client: requests from this loopback address count apart from 127.0.0.1's. */
export const OTHER_ADDRESS = '127.0.0.5';

export const FIVE_MB = 5 * 1024 * 1024;

/** A PNG padded to `size` bytes: a screenshot as large as the upload allows. */
export const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

export const envelopeCode = (outcome: Outcome) =>
  outcome.kind === 'answered' ? (outcome.envelope?.code ?? null) : null;

/** A refusal by a rate limit: HTTP 429, a Retry-After in seconds and the code 4290. */
export const isRateLimited = (outcome: Outcome) =>
  outcome.kind === 'answered' &&
  outcome.status === 429 &&
  outcome.envelope?.code === Code.RATE_LIMITED &&
  Number(outcome.headers['retry-after']) > 0;

export const guestSignIn = (client: HttpClient, clientId: string, localAddress?: string) =>
  client.call(endpoints.socialLogin.path, {
    json: { platform: 'GUEST', clientId },
    ...(localAddress ? { localAddress } : {}),
  });

/** One picture sent as the site sends it: a multipart form with a `file` part. */
export function uploadPicture(
  baseUrl: string,
  player: FaultPlayer,
  bytes: Buffer,
  localAddress?: string,
): Promise<Outcome> {
  const boundary = '----security-upload-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="shot.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const fields = sessionFields(player);
  const url = new URL(endpoints.upload.path, baseUrl);
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
          cookie: `h5Token=${fields.h5Token}; sdkToken=${fields.sdkToken}; userId=${fields.userId}`,
        },
        ...(localAddress ? { localAddress } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          let parsed: unknown;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            parsed = null;
          }
          const envelope =
            typeof parsed === 'object' && parsed !== null && 'code' in parsed
              ? (parsed as { code: number; msg: string; data: unknown })
              : null;
          resolve({
            kind: 'answered',
            status: response.statusCode ?? 0,
            body: parsed,
            envelope,
            headers: response.headers,
            startedAt,
            ms: Date.now() - startedAt,
          });
        });
      },
    );
    request.on('error', (error) =>
      resolve({ kind: 'no_answer', error: error.message, startedAt, ms: Date.now() - startedAt }),
    );
    request.end(body);
  });
}

export const replyToTicket = (
  client: HttpClient,
  player: FaultPlayer,
  ticketId: number,
  content: string,
  localAddress?: string,
) =>
  client.call(endpoints.ticketMore.path, {
    json: { queryId: String(ticketId), queryContent: content, ...sessionFields(player) },
    ...(localAddress ? { localAddress } : {}),
  });

/** What became of a STOMP CONNECT: CONNECTED (the socket stays open) or an ERROR frame. */
export interface StompAttempt {
  outcome: 'connected' | 'error' | 'closed';
  message: string;
  /** Set once the server closed the socket. */
  closed(): boolean;
  close(): void;
}

/**
 * A STOMP CONNECT over SockJS's raw WebSocket transport, from a chosen loopback address (the
 * browser's client libraries cannot pick one).
 */
export function connectFrom(
  baseUrl: string,
  headers: Record<string, string>,
  localAddress?: string,
): Promise<StompAttempt> {
  const session = randomBytes(8).toString('hex');
  const url = `${baseUrl.replace(/^http/, 'ws')}${REALTIME_PATH}/000/${session}/websocket`;
  const socket = new WebSocket(url, localAddress ? { localAddress } : {});
  let isClosed = false;
  return new Promise((resolve) => {
    const settle = (outcome: StompAttempt['outcome'], message: string) =>
      resolve({ outcome, message, closed: () => isClosed, close: () => socket.close() });
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      if (text === 'o') {
        const lines = Object.entries({ 'accept-version': '1.2', host: 'portal', ...headers })
          .map(([name, value]) => `${name}:${value}`)
          .join('\n');
        socket.send(JSON.stringify([`CONNECT\n${lines}\n\n\u0000`]));
        return;
      }
      if (!text.startsWith('a')) return;
      for (const frame of JSON.parse(text.slice(1)) as string[]) {
        if (frame.startsWith('CONNECTED')) settle('connected', '');
        if (frame.startsWith('ERROR')) {
          settle('error', /\nmessage:([^\n]*)/.exec(frame)?.[1] ?? frame);
        }
      }
    });
    socket.on('close', () => {
      isClosed = true;
      settle('closed', 'closed before CONNECTED');
    });
    socket.on('error', (error) => settle('closed', error.message));
  });
}
