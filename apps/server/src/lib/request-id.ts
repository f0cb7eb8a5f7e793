import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '@portal/contracts';

/**
 * The id of a request: the caller's `X-Request-Id` when it is a sane short token (a proxy or a
 * tracing system in front chose it, and its logs should match ours), else a fresh UUID, which
 * stays unique across every process of a deployment.
 */
export function requestIdOf(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
    ? incoming
    : randomUUID();
}
