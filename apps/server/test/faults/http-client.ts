import http from 'node:http';
import { z } from 'zod';

const envelopeSchema = z.object({ code: z.number().int(), msg: z.string(), data: z.unknown() });

/** What one request came to: an answer (with its envelope when the body is one) or no answer. */
export type Outcome =
  | {
      kind: 'answered';
      status: number;
      /** The parsed JSON body (null when it is not JSON). */
      body: unknown;
      envelope: z.infer<typeof envelopeSchema> | null;
      headers: http.IncomingHttpHeaders;
      startedAt: number;
      ms: number;
    }
  | { kind: 'no_answer'; error: string; startedAt: number; ms: number };

export interface CallOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string>;
  json?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** A request still unanswered after this long counts as a hang and is abandoned. */
  timeoutMs?: number;
  /** The loopback address the request leaves from (127.0.0.2 ...), to act as another client. */
  localAddress?: string;
}

export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * A plain HTTP client with its own connection pool, so a server killed and started again on the
 * same port is reached on fresh connections rather than on sockets the kill left dead.
 */
export function createHttpClient(baseUrl: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  function call(path: string, options: CallOptions = {}): Promise<Outcome> {
    const url = new URL(path, baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      url.searchParams.set(key, value);
    }
    const body = options.json === undefined ? undefined : JSON.stringify(options.json);
    const startedAt = Date.now();
    const elapsed = () => Date.now() - startedAt;
    return new Promise((resolve) => {
      const request = http.request(
        url,
        {
          method: options.method ?? (body === undefined ? 'GET' : 'POST'),
          agent,
          headers: {
            ...(body === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
            ...options.headers,
          },
          timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
          ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error) =>
            resolve({ kind: 'no_answer', error: error.message, startedAt, ms: elapsed() }),
          );
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown;
            try {
              parsed = JSON.parse(text);
            } catch {
              parsed = null;
            }
            const envelope = envelopeSchema.safeParse(parsed);
            resolve({
              kind: 'answered',
              status: response.statusCode ?? 0,
              body: parsed,
              envelope: envelope.success ? envelope.data : null,
              headers: response.headers,
              startedAt,
              ms: elapsed(),
            });
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', (error) =>
        resolve({ kind: 'no_answer', error: error.message, startedAt, ms: elapsed() }),
      );
      request.end(body);
    });
  }

  return { baseUrl, call, close: () => agent.destroy() };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** The data of a successful answer (HTTP 200, envelope code 200), read with its schema. */
export function acknowledged<T>(outcome: Outcome, schema: z.ZodType<T>): T | undefined {
  if (outcome.kind !== 'answered' || outcome.status !== 200 || outcome.envelope?.code !== 200) {
    return undefined;
  }
  const data = schema.safeParse(outcome.envelope.data);
  return data.success ? data.data : undefined;
}

/** The body of an answer read with its schema; undefined without an answer or on a mismatch. */
export function bodyOf<T>(outcome: Outcome, schema: z.ZodType<T>): T | undefined {
  return outcome.kind === 'answered' ? schema.safeParse(outcome.body).data : undefined;
}

/** A short description of an outcome, for failure messages. */
export const describeOutcome = (outcome: Outcome): string =>
  outcome.kind === 'no_answer'
    ? `no answer after ${outcome.ms} ms (${outcome.error})`
    : `HTTP ${outcome.status} ${outcome.envelope ? `code ${outcome.envelope.code} "${outcome.envelope.msg}"` : 'without an envelope'} in ${outcome.ms} ms`;
