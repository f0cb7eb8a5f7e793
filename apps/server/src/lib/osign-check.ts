import { Code, osignPart, verifyOsign, type Endpoint } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { credentialsOf } from '../plugins/auth.js';
import { ApiError } from './api-error.js';

type SignedValues = Record<string, string | number | undefined>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as signed: missing and empty alike sign as the empty text; objects never sign. */
const printed = (value: unknown): string | undefined => {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
};

/** A `context` sent as an object (JSON body) or as JSON text (form or query). */
function contextOf(fields: Record<string, unknown>): Record<string, unknown> {
  const context = fields.context;
  if (isRecord(context)) return context;
  if (typeof context !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(context);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * The text of each signed field as the request sent it: top level first, then inside `context`
 * (tracking signs the context's page and device fields), as an object or as `context[name]`.
 */
function sentTexts(request: FastifyRequest, fields: readonly string[]) {
  const sent = request.sentFields ?? request;
  const all = {
    ...(isRecord(sent.query) ? sent.query : {}),
    ...(isRecord(sent.body) ? sent.body : {}),
  };
  const context = contextOf(all);
  const texts: Record<string, string | undefined> = {};
  for (const field of fields) {
    const value = all[field] ?? context[field] ?? all[`context[${field}]`];
    texts[field] = printed(value);
  }
  return texts;
}

/**
 * Refuses a signed endpoint's request whose osign does not match its recipe (4016). The osign
 * is checked over the texts the request sent, and every value the endpoint uses (`used`) must
 * read back as exactly the text sent (fields outside the recipe are not compared): parsing forgives (`01001`, ` 1001` and `1001.0` all read
 * as 1001), and a signature checked over parsed values would pass for texts never signed.
 * Unsigned endpoints pass: the recipe in the contract is the one source of truth.
 */
export function checkOsign(
  endpoint: Endpoint,
  request: FastifyRequest,
  used: SignedValues,
  osign: string | undefined,
  secret: string,
): void {
  const recipe = endpoint.signed;
  if (!recipe) return;
  const texts = sentTexts(request, recipe.fields);
  const usedAsSent = recipe.fields.every((field) => {
    if (!(field in used)) return true;
    const text = printed(used[field]);
    return (
      text !== undefined &&
      osignPart(recipe, field, text) === osignPart(recipe, field, texts[field] ?? '')
    );
  });
  if (!usedAsSent || Object.values(texts).some((text) => text === undefined)) {
    throw new ApiError(Code.INVALID_SIGN);
  }
  if (!verifyOsign(texts, recipe, secret, osign)) throw new ApiError(Code.INVALID_SIGN);
}

/**
 * The userId a request sent as a field. The client signs what it sends; a userId the server
 * filled from the cookie was not part of that, so it signs as empty.
 */
export function sentUserId(request: FastifyRequest): string | undefined {
  return sentSession(request).userId;
}

interface SentSession {
  userId: string | undefined;
  h5Token: string | undefined;
  sdkToken: string | undefined;
  userToken: string | undefined;
}

/**
 * The session fields a request sent, as the server reads them: those filled from the cookies
 * (not sent, so signed as empty) are left out.
 */
export function sentSession(request: FastifyRequest): SentSession {
  const credentials = credentialsOf(request);
  const sent = (name: 'userId' | 'h5Token' | 'sdkToken') =>
    credentials.fromCookie.has(name) ? undefined : credentials[name];
  return {
    userId: sent('userId'),
    h5Token: sent('h5Token'),
    sdkToken: sent('sdkToken'),
    userToken: credentials.userToken,
  };
}
