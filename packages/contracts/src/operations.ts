import { z } from 'zod';

/**
 * The operations paths of the portal: probes, metrics and the API description. They sit outside
 * `/api`, answer plain JSON or text rather than the envelope, and are not part of the site.
 */
export const OperationsPath = {
  health: '/healthz',
  ready: '/readyz',
  metrics: '/metrics',
  docs: '/docs',
  openApi: '/docs/openapi.json',
} as const;

/** The header that carries a request's id both ways. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming request id is kept only when it is a short token like those proxies and tracing
 * systems send; anything else (long, spaces, control characters) is replaced by a fresh one, so a
 * caller cannot forge log lines or bloat them.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;
export const requestIdSchema = z.string().regex(REQUEST_ID_PATTERN);

/** How long a readiness probe waits for each dependency before calling it down. */
export const READINESS_TIMEOUT_MS = 2_000;

/** `/healthz`: the process is up and serving; no dependency is asked. */
export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;

/**
 * One dependency's state: `off` when it is not configured (no REDIS_URL), `timeout` when it did
 * not answer within READINESS_TIMEOUT_MS.
 */
export const dependencyStateSchema = z.enum(['ok', 'failed', 'timeout', 'off']);
export type DependencyState = z.infer<typeof dependencyStateSchema>;

/**
 * `/readyz`: 200 with `ready` when every configured dependency answers; 503 with `unavailable`
 * naming the one that did not, or `closing` once the process has begun to shut down.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable', 'closing']),
  checks: z.object({ database: dependencyStateSchema, redis: dependencyStateSchema }),
});
export type Readiness = z.infer<typeof readinessSchema>;
