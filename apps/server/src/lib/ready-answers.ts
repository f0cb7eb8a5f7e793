import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER } from '@portal/contracts';
import { LRUCache } from 'lru-cache';
import { repeatedCookies } from './cookie-header.js';
import { requestIdOf } from './request-id.js';
import { MAX_LOGGED_PATH } from './request-log.js';
import type { ResponseCache } from './response-cache.js';

/** What a ready answer is logged and counted with, as the request log and metrics do. */
export interface ReadyAnswerSinks {
  /** Null when the level writes no line per request. */
  logLine: ((line: Record<string, unknown>) => void) | null;
  answered(method: string, route: string, statusCode: number, seconds: number): void;
}

interface KnownUrl {
  /** The response cache's key the route answered this address from. */
  key: string;
  route: string;
  path: string;
  /** Every header of the route's answer but those of one request (its id, its coding, length). */
  headers: OutgoingHttpHeaders;
}

/** Request-bound headers, set anew for each answer. */
const PER_REQUEST = new Set([REQUEST_ID_HEADER, 'content-length', 'content-encoding']);

/**
 * Answers a GET of a public catalogue address straight from the response cache, before the
 * framework parses, routes, validates or runs a hook: the route answered that exact address (path
 * and query) earlier, with an answer that is the same for every caller, and the cache still holds
 * it. The bytes, headers and coding are those the route sent; the request still gets its own id,
 * its log line and its count in the metrics. Anything else (a first request, an expired or cleared
 * answer, a request the auth rules would refuse) goes the usual way.
 */
export class ReadyAnswers {
  private readonly urls = new LRUCache<string, KnownUrl>({ max: 20_000 });

  constructor(
    private readonly cache: ResponseCache,
    /** The session cookies' names: a request repeating one is refused by the usual way. */
    private readonly sessionCookies: ReadonlySet<string>,
  ) {}

  /** Notes that `url` was answered by `route` from the cache entry `key`, with these headers. */
  remember(
    url: string,
    key: string,
    route: string,
    headers: Readonly<Record<string, string | number | string[] | undefined>>,
  ): void {
    const known = this.urls.get(url);
    if (known?.key === key) return;
    const kept: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!PER_REQUEST.has(name) && value !== undefined) kept[name] = value;
    }
    const query = url.indexOf('?');
    const path = (query === -1 ? url : url.slice(0, query)).slice(0, MAX_LOGGED_PATH);
    this.urls.set(url, { key, route, path, headers: kept });
  }

  /** Sends the ready answer of `request` and says so, or says there is none. */
  serve(request: IncomingMessage, response: ServerResponse, sinks: ReadyAnswerSinks): boolean {
    if (request.method !== 'GET' || request.url === undefined) return false;
    const known = this.urls.get(request.url);
    if (!known) return false;
    const cookie = request.headers.cookie;
    if (cookie !== undefined && repeatedCookies(cookie, this.sessionCookies).length > 0) {
      return false;
    }
    const answer = this.cache.peek(known.key);
    if (!answer) return false;
    const started = performance.now();
    const id = requestIdOf(request);
    const coding = answer.codingFor(request.headers['accept-encoding']);
    const body = coding ? answer.encoded(coding) : answer.buffer;
    const headers: OutgoingHttpHeaders = {
      ...known.headers,
      [REQUEST_ID_HEADER]: id,
      'content-length': body.length,
    };
    if (coding) headers['content-encoding'] = coding;
    response.writeHead(200, headers);
    response.end(body);
    const ms = performance.now() - started;
    sinks.answered('GET', known.route, 200, ms / 1000);
    sinks.logLine?.({
      reqId: id,
      method: 'GET',
      route: known.route,
      path: known.path,
      status: 200,
      ms: Math.round(ms * 100) / 100,
    });
    return true;
  }
}
