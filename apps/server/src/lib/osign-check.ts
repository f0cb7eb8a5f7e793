import { Code, verifyOsign, type Endpoint } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { credentialsOf } from '../plugins/auth.js';
import { ApiError } from './api-error.js';

type SignedValues = Record<string, string | number | undefined>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A value as signed: missing and empty alike sign as the empty text. */
const printed = (value: unknown): string | undefined => {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
};

/**
 * Whether each signed field the request sent reads back, once parsed, as the very text sent.
 * Parsing forgives (`01001`, ` 1001` and `1001.0` all read as 1001), and a signature checked over
 * the parsed values would pass for texts the client never signed.
 */
function sentAsUsed(request: FastifyRequest, fields: readonly string[], values: SignedValues) {
  const sent = request.sentFields ?? request;
  const fieldsSent = {
    ...(isRecord(sent.query) ? sent.query : {}),
    ...(isRecord(sent.body) ? sent.body : {}),
  };
  return fields.every((field) => {
    const used = printed(values[field]);
    return used !== undefined && printed(fieldsSent[field]) === used;
  });
}

/**
 * Refuses a signed endpoint's request whose osign does not match the endpoint's signed fields
 * (4016), checked over the values the endpoint uses, each of which must be exactly the text the
 * request sent. Unsigned endpoints pass: the field list in the contract is the one source of truth.
 */
export function checkOsign(
  endpoint: Endpoint,
  request: FastifyRequest,
  values: SignedValues,
  osign: string | undefined,
  secret: string,
): void {
  if (!endpoint.signed) return;
  if (
    !sentAsUsed(request, endpoint.signed, values) ||
    !verifyOsign(values, endpoint.signed, secret, osign)
  ) {
    throw new ApiError(Code.INVALID_SIGN);
  }
}

/**
 * The userId a request sent as a field. The client signs what it sends; a userId the server
 * filled from the cookie was not part of that, so it signs as empty.
 */
export function sentUserId(request: FastifyRequest): string | undefined {
  const credentials = credentialsOf(request);
  if (credentials.fromCookie.has('userId')) return undefined;
  return credentials.userId;
}
