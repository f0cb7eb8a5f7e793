import { Code, type Endpoint } from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';

const KNOWN_CODES: ReadonlySet<number> = new Set(Object.values(Code));

/**
 * What every answer to hostile input must be: never a 5xx; under /api, the envelope
 * `{ code, msg, data }` with a code of the catalogue. Answers the envelope's code (200 for the
 * one success that is not an envelope: a file an endpoint answers with).
 */
export function checkAnswer(
  res: LightMyRequestResponse,
  what: string,
  endpoint?: Endpoint,
): number | null {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  const path = new URL(res.raw.req.url ?? '/', 'http://portal').pathname;
  if (!path.startsWith('/api/') && path !== '/api') return null;
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
  if (!json && res.statusCode === 200 && endpoint && !(endpoint.response instanceof z.ZodObject)) {
    return Code.SUCCESS;
  }
  expect(json, `${what}: content-type ${String(res.headers['content-type'])}`).toBe(true);
  const body = res.json<{ code: unknown; msg: unknown; data?: unknown }>();
  expect(Object.keys(body).sort(), what).toEqual(['code', 'data', 'msg']);
  expect(typeof body.msg, what).toBe('string');
  expect(KNOWN_CODES.has(body.code as number), `${what}: code ${String(body.code)}`).toBe(true);
  expect(body.code, what).not.toBe(Code.SERVER_ERROR);
  return body.code as number;
}
