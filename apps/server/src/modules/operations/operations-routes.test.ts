import {
  endpointGroups,
  OperationsPath,
  PushType,
  readinessSchema,
  type Readiness,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/stomp-clients.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testRedisUrl } from '../../../test/test-redis.js';
import type { OpenApiDocument } from './openapi-document.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('probes', () => {
  it('answers /healthz without asking anything', async () => {
    const res = await t.app.inject({ method: 'GET', url: OperationsPath.health });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers /readyz 200 when the database answers and Redis is not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: OperationsPath.ready });
    expect(res.statusCode).toBe(200);
    const body = readinessSchema.parse(res.json());
    expect(body).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'off' } });
  });
});

describe('/readyz with Redis', () => {
  it.runIf(testRedisUrl())('is ready when Redis answers too', async () => {
    const app = await createTestApp({ seed: false, counters: 'redis' });
    try {
      // Both bus connections come up on their own after start; until then it is not ready.
      expect(await eventually(() => app.app.bus.reach() === 'shared')).toBe(true);
      const res = await app.app.inject({ method: 'GET', url: OperationsPath.ready });
      expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming Redis when it does not answer, within the time bound', async () => {
    // Nothing listens on port 9: the connection is refused and ioredis keeps retrying.
    const app = await createTestApp({
      seed: false,
      config: { REDIS_URL: 'redis://127.0.0.1:9' },
    });
    try {
      const started = Date.now();
      const res = await app.app.inject({ method: 'GET', url: OperationsPath.ready });
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(res.statusCode).toBe(503);
      const body = res.json<Readiness>();
      expect(body.status).toBe('unavailable');
      expect(body.checks.database).toBe('ok');
      expect(['failed', 'timeout']).toContain(body.checks.redis);
    } finally {
      await app.close();
    }
  });
});

describe('/metrics', () => {
  it('counts requests by route pattern, never by the URL asked for', async () => {
    await t.app.inject({ method: 'GET', url: '/api/guest/app/detail?appId=987654' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing-4242' });
    const res = await t.app.inject({ method: 'GET', url: OperationsPath.metrics });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /playhaven_http_requests_total\{method="GET",route="\/api\/guest\/app\/detail",status_class="2xx"\} 1/,
    );
    expect(text).toContain('playhaven_http_request_duration_seconds_bucket{le="0.001"');
    expect(text).toMatch(/route="\*",status_class="4xx"/);
    expect(text).not.toContain('987654');
    expect(text).not.toContain('no-such-thing');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toMatch(/^playhaven_realtime_connections 0$/m);
  });

  it('counts the pushes sent, by type', async () => {
    await t.app.pushes.publish({ pushType: PushType.OTHER });
    await t.app.pushes.publish({ pushType: PushType.OTHER });
    const res = await t.app.inject({ method: 'GET', url: OperationsPath.metrics });
    expect(res.body).toContain(`playhaven_pushes_sent_total{push_type="${PushType.OTHER}"} 2`);
  });

  it('asks for the token when METRICS_TOKEN is set', async () => {
    const app = await createTestApp({ seed: false, config: { METRICS_TOKEN: 's3cret-token' } });
    try {
      const url = OperationsPath.metrics;
      const none = await app.app.inject({ method: 'GET', url });
      expect(none.statusCode).toBe(401);
      expect(none.headers['www-authenticate']).toBe('Bearer');
      expect(none.body).not.toContain('playhaven_');
      const wrong = await app.app.inject({
        method: 'GET',
        url,
        headers: { authorization: 'Bearer s3cret-tokem' },
      });
      expect(wrong.statusCode).toBe(401);
      const right = await app.app.inject({
        method: 'GET',
        url,
        headers: { authorization: 'Bearer s3cret-token' },
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('playhaven_http_requests_total');
    } finally {
      await app.close();
    }
  });
});

describe('/docs', () => {
  it('describes every endpoint of every endpoint map in OpenAPI 3', async () => {
    const res = await t.app.inject({ method: 'GET', url: OperationsPath.openApi });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApiDocument>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const group of endpointGroups) {
      for (const [name, e] of Object.entries(group.endpoints)) {
        const operation = doc.paths[e.path]?.[e.method === 'GET' ? 'get' : 'post'];
        expect(operation, name).toBeDefined();
        expect(operation?.operationId).toBe(`${group.name}.${name}`);
        expect(operation?.responses[200]?.content, name).toBeDefined();
      }
    }
    expect(Object.keys(doc.paths)).toContain(OperationsPath.ready);
  });

  it('turns the zod rules into parameters and bodies', async () => {
    const doc = (
      await t.app.inject({ method: 'GET', url: OperationsPath.openApi })
    ).json<OpenApiDocument>();
    const list = doc.paths['/api/guest/app/list/v2']?.get;
    const pageSize = list?.parameters?.find((p) => p.name === 'pageSize');
    expect(pageSize).toMatchObject({ in: 'query', required: false });
    expect(pageSize?.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 60 });
    const login = doc.paths['/api/user/wlogin']?.post;
    const body = login?.requestBody?.content['application/json']?.schema;
    expect(body?.required).toEqual(expect.arrayContaining(['userName', 'password']));
    const play = doc.paths['/api/user/app/play']?.post;
    expect(play?.description).toContain(
      'values of userId, appId, h5Token, sdkToken, v, locale in this order',
    );
    expect(play?.description).toContain('then the secret');
    const artwork = doc.paths['/api/admin/games/artwork']?.post;
    expect(artwork?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['appId', 'kind']),
    );
    expect(Object.keys(artwork?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    const envelope = list?.responses[200]?.content?.['application/json']?.schema;
    expect(envelope?.properties).toMatchObject({ code: {}, msg: {}, data: { type: 'object' } });
  });

  it('shows a readable page that loads nothing from elsewhere', async () => {
    const res = await t.app.inject({ method: 'GET', url: OperationsPath.docs });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    for (const group of endpointGroups) {
      for (const e of Object.values(group.endpoints)) expect(res.body).toContain(e.path);
    }
    expect(res.body).not.toMatch(/<script|<link|src=|https?:\/\/(?!localhost)/i);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});
