import { Code, verifyOsign, type Endpoint } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { credentialsOf } from '../plugins/auth.js';
import { ApiError } from './api-error.js';

type SignedValues = Record<string, string | number | undefined>;

/**
 * Refuses a signed endpoint's request whose osign does not match the endpoint's signed fields
 * (4016). Unsigned endpoints pass: the field list in the contract is the one source of truth.
 */
export function checkOsign(
  endpoint: Endpoint,
  values: SignedValues,
  osign: string | undefined,
  secret: string,
): void {
  if (!endpoint.signed) return;
  if (!verifyOsign(values, endpoint.signed, secret, osign)) throw new ApiError(Code.INVALID_SIGN);
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
