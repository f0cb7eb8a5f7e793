import {
  envelopeSchema,
  healthSchema,
  OperationsPath,
  readinessSchema,
  type Endpoint,
  type EndpointGroup,
} from '@portal/contracts';
import { z } from 'zod';

export type JsonSchema = z.core.JSONSchema.JSONSchema;

export interface OpenApiParameter {
  name: string;
  in: 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: JsonSchema }> }
  >;
}

export interface OpenApiDocument {
  openapi: '3.0.3';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<'get' | 'post', OpenApiOperation>>>;
}

export interface OpenApiInfo {
  title: string;
  version: string;
  /** The portal's public URL, named as the server the paths are relative to. */
  serverUrl: string;
}

const DESCRIPTION = [
  'Every /api answer is the envelope { code, msg, data }: code 200 is success, any other code',
  'is a refusal from the error catalogue (packages/contracts/src/codes.ts) with data null unless',
  'the refusal carries something the client needs. GET takes query parameters; POST takes a',
  'form-encoded or JSON body. A signed-in call carries h5Token, sdkToken and userId as fields or,',
  'when they are missing, as the HttpOnly cookies a login sets. Generated from the zod schemas of',
  'packages/contracts.',
].join(' ');

/** Request schemas as a client writes them; response schemas as the server sends them. */
const asJsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' });

/** `gameDataLoad` reads "game data load". */
const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The query parameters of a GET: one per property of its request object. */
function queryParameters(schema: JsonSchema): OpenApiParameter[] {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: isRecord(property) ? property : {},
  }));
}

/** The body of an upload: one file part. */
const FILE_PART: JsonSchema = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary' } },
};

function contractOperation(group: EndpointGroup, name: string, e: Endpoint): OpenApiOperation {
  const request = asJsonSchema(e.request, 'input');
  const data = asJsonSchema(e.response, 'output');
  const operation: OpenApiOperation = {
    operationId: `${group.name}.${name}`,
    tags: [group.name],
    summary: words(name),
    responses: {
      200: {
        description: 'The envelope: data as below on success (code 200), null on a refusal.',
        content:
          data.type === 'string'
            ? { 'application/octet-stream': { schema: data } }
            : {
                'application/json': {
                  schema: asJsonSchema(envelopeSchema(e.response), 'output'),
                },
              },
      },
      400: { description: 'Refused input: the envelope with a code naming the problem.' },
    },
  };
  if (e.signed && e.signed.fields.length > 0) {
    const secret = e.signed.secret ? ', then the secret' : ', without a secret';
    operation.description = `Signed: osign is MD5 of the values of ${e.signed.fields.join(', ')} in this order (empty and _unknown ones left out)${secret}.`;
  }
  if (e.multipart) {
    operation.parameters = queryParameters(request);
    operation.requestBody = {
      required: true,
      content: { 'multipart/form-data': { schema: FILE_PART } },
    };
  } else if (e.method === 'GET') {
    operation.parameters = queryParameters(request);
  } else {
    operation.requestBody = {
      required: Array.isArray(request.required) && request.required.length > 0,
      content: {
        'application/x-www-form-urlencoded': { schema: request },
        'application/json': { schema: request },
      },
    };
  }
  return operation;
}

const json = (schema: z.ZodType) => ({
  'application/json': { schema: asJsonSchema(schema, 'output') },
});

/** The probes and metrics, which are not contract endpoints but are part of running the portal. */
function operationsPaths(): OpenApiDocument['paths'] {
  const tags = ['operations'];
  return {
    [OperationsPath.health]: {
      get: {
        operationId: 'operations.health',
        tags,
        summary: 'liveness: the process is up',
        responses: { 200: { description: 'Up.', content: json(healthSchema) } },
      },
    },
    [OperationsPath.ready]: {
      get: {
        operationId: 'operations.ready',
        tags,
        summary: 'readiness: the database (and Redis, when configured) answer',
        responses: {
          200: { description: 'Ready for traffic.', content: json(readinessSchema) },
          503: {
            description: 'A dependency failed or timed out, or the process is shutting down.',
            content: json(readinessSchema),
          },
        },
      },
    },
    [OperationsPath.metrics]: {
      get: {
        operationId: 'operations.metrics',
        tags,
        summary: 'Prometheus metrics (Authorization: Bearer METRICS_TOKEN when one is set)',
        responses: {
          200: {
            description: 'The Prometheus text format.',
            content: { 'text/plain': { schema: { type: 'string' } } },
          },
          401: { description: 'METRICS_TOKEN is set and was not given.' },
        },
      },
    },
  };
}

/** The OpenAPI 3 description of every endpoint of the given maps, plus the operations paths. */
export function buildOpenApiDocument(
  groups: readonly EndpointGroup[],
  info: OpenApiInfo,
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const group of groups) {
    for (const [name, e] of Object.entries(group.endpoints)) {
      const method = e.method === 'GET' ? 'get' : 'post';
      paths[e.path] = { ...paths[e.path], [method]: contractOperation(group, name, e) };
    }
  }
  return {
    openapi: '3.0.3',
    info: { title: info.title, version: info.version, description: DESCRIPTION },
    servers: [{ url: info.serverUrl }],
    tags: [
      ...groups.map((g) => ({ name: g.name, description: g.description })),
      { name: 'operations', description: 'Probes and metrics, outside /api and the envelope.' },
    ],
    paths: { ...paths, ...operationsPaths() },
  };
}
