import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface Metrics {
  /** The Prometheus text exposition of this app and its process. */
  render(): Promise<string>;
  readonly contentType: string;
  /** Counts one push stored and told to every process. */
  pushSent(pushType: number): void;
  /** Counts one answered request of `route` (its pattern) and its duration. */
  answered(method: string, route: string, statusCode: number, seconds: number): void;
}

/** Sub-millisecond buckets too: cached catalogue answers take well under one. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

let processRegistry: Registry | undefined;

/**
 * CPU, memory, event loop and GC belong to the process, however many apps it builds (tests
 * build dozens): they are collected once and shared by every app's registry.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * `app.metrics`: request counts and durations per route, open realtime connections and pushes
 * sent, plus the process metrics. Requests are labelled by route pattern, method and status
 * class, never by the URL a caller chose, so the number of series stays bounded.
 */
export const metricsPlugin = fp(
  (app: FastifyInstance, _opts: unknown, done: () => void) => {
    const registry = new Registry();
    const labelNames = ['method', 'route', 'status_class'] as const;
    const requests = new Counter({
      name: 'playhaven_http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status class.',
      labelNames,
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'playhaven_http_request_duration_seconds',
      help: 'Time from the request to its answer, by route pattern, method and status class.',
      labelNames,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    new Gauge({
      name: 'playhaven_realtime_connections',
      help: 'Open SockJS/STOMP connections of this process.',
      registers: [registry],
      collect() {
        this.set(app.hasDecorator('realtime') ? app.realtime.connectionCount() : 0);
      },
    });
    const pushes = new Counter({
      name: 'playhaven_pushes_sent_total',
      help: 'Pushes stored and told to every process, by push type.',
      labelNames: ['push_type'] as const,
      registers: [registry],
    });
    const all = Registry.merge([processMetrics(), registry]);

    // The series of each label set, looked up once: prom-client otherwise hashes the labels of
    // every observation, twice per request.
    const series = new Map<string, { count: () => void; observe: (seconds: number) => void }>();
    const answered = (method: string, route: string, statusCode: number, seconds: number) => {
      const statusClass = STATUS_CLASSES[Math.floor(statusCode / 100) - 1] ?? 'other';
      const name = `${method} ${statusClass} ${route}`;
      let found = series.get(name);
      if (!found) {
        const labels = { method, route, status_class: statusClass };
        const counter = requests.labels(labels);
        const histogram = durations.labels(labels);
        found = { count: () => counter.inc(), observe: (s) => histogram.observe(s) };
        series.set(name, found);
      }
      found.count();
      found.observe(seconds);
    };

    app.addHook('onResponse', (request, reply, next) => {
      // The not-found handler answers both the site's pages and unknown paths.
      answered(
        request.method,
        request.routeOptions.url ?? '*',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      next();
    });

    app.decorate('metrics', {
      render: () => all.metrics(),
      contentType: all.contentType,
      pushSent: (pushType: number) => pushes.inc({ push_type: String(pushType) }),
      answered,
    });
    done();
  },
  { name: 'metrics' },
);
