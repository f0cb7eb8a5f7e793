import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Code, REQUEST_ID_HEADER } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.js';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import type { Database } from '../db/database.js';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string;
  path?: string;
  status?: number;
  ms?: number;
  err?: { message: string };
}

let app: FastifyInstance;
let database: Database;
let dataDir: string;
let lines: LogLine[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'request-log-'));
  app = await buildApp(testConfig({ LOG_LEVEL: 'info', DATA_DIR: dataDir }), database, {
    logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) },
  });
  app.get('/test/fails', () => {
    throw new Error('a failure inside a handler');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  lines = [];
});

const ofRequest = (id: string) => lines.filter((l) => l.reqId === id);

describe('request ids', () => {
  it('gives each request a fresh id and tells it in X-Request-Id', async () => {
    const a = await app.inject({ method: 'GET', url: '/healthz' });
    const b = await app.inject({ method: 'GET', url: '/healthz' });
    const idA = String(a.headers[REQUEST_ID_HEADER]);
    expect(idA).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers[REQUEST_ID_HEADER]).not.toBe(idA);
  });

  it("keeps a caller's sane id and replaces one that is not", async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { [REQUEST_ID_HEADER]: 'lb-7f3a.42:1' },
    });
    expect(kept.headers[REQUEST_ID_HEADER]).toBe('lb-7f3a.42:1');
    for (const bad of ['has space', 'x'.repeat(65), 'line\nbreak"}', '']) {
      const res = await app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { [REQUEST_ID_HEADER]: bad },
      });
      expect(res.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('sends the id on refusals and on the site too', async () => {
    for (const url of ['/api/guest/app/list/v2?page=x', '/api/nowhere', '/pc']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers[REQUEST_ID_HEADER], url).toBeTruthy();
    }
  });
});

describe('request log lines', () => {
  it('writes one JSON line per request with method, route, path, status and duration', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/guest/app/detail?appId=5&h5Token=secret-token-value',
      headers: { [REQUEST_ID_HEADER]: 'trace-1' },
    });
    const own = ofRequest('trace-1');
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      route: '/api/guest/app/detail',
      path: '/api/guest/app/detail',
      status: res.statusCode,
    });
    expect(own[0]?.ms).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(lines)).not.toContain('secret-token-value');
  });

  it('puts the id on every line of a failing request', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/test/fails',
      headers: { [REQUEST_ID_HEADER]: 'trace-2' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: Code.SERVER_ERROR });
    const own = ofRequest('trace-2');
    expect(own.map((l) => l.msg)).toEqual(['request failed', 'request completed']);
    expect(own[0]?.err?.message).toBe('a failure inside a handler');
    expect(own[1]).toMatchObject({ status: 500, route: '/test/fails' });
    expect(lines.filter((l) => l.reqId === undefined && l.msg.includes('fail'))).toEqual([]);
  });

  it('names unmatched paths by their path, under the catch-all route', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/nowhere?x=1',
      headers: { [REQUEST_ID_HEADER]: 'r3' },
    });
    expect(ofRequest('r3')[0]).toMatchObject({ route: '*', path: '/api/nowhere', status: 404 });
  });
});
