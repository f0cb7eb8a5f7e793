import { Code } from '@portal/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatorCompiler } from '../lib/request-validator.js';
import { envelopePlugin } from './envelope.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(envelopePlugin);
  const body = z.object({ constructor: z.string(), toString: z.string(), appId: z.number() });
  app.post('/test/fields', { schema: { body } }, () => ({ ok: true }));
  app.get('/test/unreachable', () => {
    // As drizzle reports a query the driver could not send: the driver's error as the cause.
    const lost = Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' });
    throw new Error('Failed query', { cause: lost });
  });
  app.get('/test/broken', () => {
    throw new Error('a bug');
  });
  await app.ready();
});
afterAll(() => app.close());

const refusal = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/test/fields', payload });

describe('the refusal of a field named like an object member', () => {
  // The code was looked up in an object literal: `constructor` found a function, and the answer
  // went out with no code at all.
  it.each(['constructor', 'toString'])('%s still gets the field code', async (field) => {
    const valid = { constructor: 'a', toString: 'b', appId: 1 };
    const res = await refusal({ ...valid, [field]: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: Code.MISSING_FIELD,
      msg: expect.stringMatching(new RegExp(`^${field}: `)) as unknown,
      data: null,
    });
  });

  it('keeps the code of its own for appId', async () => {
    const res = await refusal({ constructor: 'a', toString: 'b', appId: 'x' });
    expect(res.json()).toMatchObject({ code: Code.INVALID_APP_ID });
  });
});

describe('an unexpected failure', () => {
  it('answers 503 with a retry hint when the database cannot be reached', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/unreachable' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toMatchObject({ code: Code.SERVER_ERROR, data: null });
    expect(res.body).not.toContain('CONNECTION_CLOSED');
  });

  it('answers 500 without its details otherwise', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: Code.SERVER_ERROR, data: null });
    expect(res.body).not.toContain('a bug');
  });
});
