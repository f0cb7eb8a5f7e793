import { buildCommonEnvelope, computeOsign, type Endpoint } from '@portal/contracts';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import { HOSTILE_STRINGS } from './hostile-values.js';

type JsonSchema = z.core.JSONSchema.JSONSchema;

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The request schema as a client writes it (before coercion and defaults). */
export const requestJsonSchema = (endpoint: Endpoint): JsonSchema =>
  z.toJSONSchema(endpoint.request, { io: 'input', unrepresentable: 'any' });

const MAX_INT32 = 2_147_483_647;

/** Numbers at the edges of a range and inside it; ids of the seeded catalogue are near 1000. */
function numberIn(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const floor =
    typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : schema.minimum;
  const lo = Math.max(-MAX_INT32, Math.ceil(floor ?? -MAX_INT32));
  const hi = Math.max(lo, Math.min(MAX_INT32, Math.floor(schema.maximum ?? MAX_INT32)));
  const span = (from: number, width: number) => {
    const start = Math.min(Math.max(lo, from), hi);
    return fc.integer({ min: start, max: Math.min(hi, start + width) });
  };
  const inRange = fc.oneof(
    span(lo, 50),
    span(1000, 100),
    fc.integer({ min: lo, max: hi }),
    fc.constantFrom(lo, hi),
  );
  return integer ? inRange : fc.oneof(inRange, fc.double({ min: lo, max: hi, noNaN: true }));
}

function stringLike(schema: JsonSchema): fc.Arbitrary<string> {
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot generate from: plain strings still exercise the field.
    }
  }
  if (schema.format === 'email') return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, 200);
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.max(minLength, maxLength) }),
    fc.string({ minLength, maxLength: Math.max(minLength, maxLength), unit: 'binary' }),
  );
}

/** A value of roughly the shape the schema asks for: what a client with a small bug sends. */
function validishValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0)
    return fc.oneof(...variants.map((v) => validishValue(v, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return numberIn(schema, true);
    case 'number':
      return numberIn(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringLike(schema);
    case 'array':
      return fc.array(
        isSchema(schema.items) ? validishValue(schema.items, depth + 1) : fc.string(),
        {
          maxLength: 3,
        },
      );
    case 'object': {
      if (depth > 2) return fc.constant({});
      const properties = isSchema(schema.properties) ? schema.properties : {};
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([name, p]) => [
            name,
            isSchema(p) ? validishValue(p, depth + 1) : fc.anything(),
          ]),
        ),
        { requiredKeys: [] },
      );
    }
    default:
      return fc.oneof(fc.string(), fc.integer());
  }
}

/** A value of another kind than the field's: arrays, objects, null, booleans, odd numbers. */
const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -0, 0.1),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.constantFrom(...HOSTILE_STRINGS);

/** A hostile string where the schema takes a string it would accept, else a near-valid value. */
function validishOrHostile(schema: JsonSchema): fc.Arbitrary<unknown> {
  const validish = validishValue(schema);
  if (schema.type !== 'string' || schema.pattern !== undefined || schema.enum !== undefined) {
    return validish;
  }
  const fitting = HOSTILE_STRINGS.filter(
    (text) => text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? 1e6),
  );
  return fitting.length === 0
    ? validish
    : fc.oneof(
        { arbitrary: validish, weight: 2 },
        { arbitrary: fc.constantFrom(...fitting), weight: 1 },
      );
}

/** Any value: near-valid, hostile, or of the wrong type. */
const anyFieldValue = (schema: JsonSchema): fc.Arbitrary<unknown> =>
  fc.oneof(
    { arbitrary: validishValue(schema), weight: 5 },
    { arbitrary: hostileValue, weight: 3 },
    { arbitrary: wrongTypeValue, weight: 2 },
  );

/** Fields the server reads whatever the endpoint (session fields, names that pollute objects). */
const STRAY_FIELDS = [
  'h5Token',
  'sdkToken',
  'userToken',
  'userId',
  'osign',
  '__proto__',
  'constructor',
];

/** The common envelope as the site sends it with every request. */
const siteEnvelope = fc
  .stringMatching(/^[a-z0-9]{8,32}$/)
  .map((clientId) =>
    buildCommonEnvelope({ clientId, os: 'Windows', browser: 'Chrome', browserVersion: '131' }),
  );

const propertiesOf = (schema: JsonSchema): Record<string, JsonSchema> =>
  Object.fromEntries(
    Object.entries(isSchema(schema.properties) ? schema.properties : {}).map(([name, p]) => [
      name,
      isSchema(p) ? p : {},
    ]),
  );

/**
 * The fields of one request. Most requests are shaped as the schema asks, with hostile strings in
 * the text fields that take any text, so they get past validation into the services and the
 * database; the others mix in values of the wrong type and leave fields out. The common envelope
 * usually comes along, and a few stray fields sometimes.
 */
export function requestFields(endpoint: Endpoint): fc.Arbitrary<Record<string, unknown>> {
  const schema = requestJsonSchema(endpoint);
  const properties = propertiesOf(schema);
  const required = Array.isArray(schema.required) ? schema.required : [];
  const model = (value: (s: JsonSchema) => fc.Arbitrary<unknown>) =>
    Object.fromEntries(Object.entries(properties).map(([name, p]) => [name, value(p)]));
  const strays = fc.dictionary(
    fc.constantFrom(...STRAY_FIELDS),
    fc.oneof(hostileValue, wrongTypeValue),
    { maxKeys: 2 },
  );
  return fc
    .tuple(
      fc.oneof(
        { arbitrary: fc.record(model(validishOrHostile), { requiredKeys: required }), weight: 3 },
        { arbitrary: fc.record(model(anyFieldValue), { requiredKeys: required }), weight: 2 },
        { arbitrary: fc.record(model(anyFieldValue), { requiredKeys: [] }), weight: 1 },
      ),
      fc.option(siteEnvelope, { freq: 4, nil: undefined }),
      fc.option(strays, { freq: 3, nil: undefined }),
    )
    .map(([own, envelope, stray]) => {
      const fields: Record<string, unknown> = {};
      // Own properties only: a "__proto__" key must arrive as a field, not as a prototype.
      for (const [key, value] of [
        ...Object.entries(envelope ?? {}),
        ...Object.entries(stray ?? {}),
        ...Object.entries(own),
      ]) {
        Object.defineProperty(fields, key, { value, enumerable: true, writable: true });
      }
      return fields;
    });
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text as it goes on the wire; a lone surrogate has no UTF-8 form and becomes U+FFFD. */
const encode = (text: string) => encodeURIComponent(text.replace(LONE_SURROGATE, '\ufffd'));

/** Fields as `a=1&b=x`: arrays repeat the name, objects use `name[key]`, null is empty. */
function formEncode(fields: Record<string, unknown>): string {
  const parts: string[] = [];
  const put = (name: string, value: unknown) => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      for (const item of value) put(name, item);
    } else if (value === null) {
      parts.push(`${encode(name)}=`);
    } else if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) put(`${name}[${key}]`, inner);
    } else if (typeof value === 'string') {
      parts.push(`${encode(name)}=${encode(value)}`);
    } else if (typeof value === 'number' || typeof value === 'boolean') {
      parts.push(`${encode(name)}=${encode(String(value))}`);
    }
  };
  for (const [name, value] of Object.entries(fields)) put(name, value);
  return parts.join('&');
}

export type BodyEncoding = 'json' | 'form';

/**
 * A signed endpoint is sometimes sent a correct osign over the generated fields, so its checks
 * past the signature are attacked too.
 */
export function signFields(
  endpoint: Endpoint,
  fields: Record<string, unknown>,
  secret: string,
): Record<string, unknown> {
  if (!endpoint.signed) return fields;
  const values: Record<string, string | number | boolean | null | undefined> = {};
  for (const name of endpoint.signed.fields) {
    const value = fields[name];
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      values[name] = value as string | number | boolean | null;
    }
  }
  return { ...fields, osign: computeOsign(values, endpoint.signed, secret) };
}

/** The request `app.inject` sends for these fields: a query for GET, a body for POST. */
export function toInjection(
  endpoint: Endpoint,
  fields: Record<string, unknown>,
  encoding: BodyEncoding,
): InjectOptions {
  if (endpoint.method === 'GET') {
    const query = formEncode(fields);
    return { method: 'GET', url: query ? `${endpoint.path}?${query}` : endpoint.path };
  }
  return encoding === 'json'
    ? {
        method: 'POST',
        url: endpoint.path,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(fields),
      }
    : {
        method: 'POST',
        url: endpoint.path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: formEncode(fields),
      };
}
