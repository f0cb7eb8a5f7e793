import { endpointGroups } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { RunAlone } from '../../db/run-alone.js';
import type { Clock } from '../../lib/clock.js';
import { uploadStorage } from '../accounts/upload-service.js';
import { renderDocsPage } from './docs-page.js';
import { createHousekeeping } from './housekeeping.js';
import { buildOpenApiDocument } from './openapi-document.js';
import { operationsRoutes } from './operations-routes.js';
import { createReadinessService } from './readiness-service.js';

/** The version of the API description, raised when a published shape changes. */
const API_DOC_VERSION = '1.0.0';

/**
 * What running the portal needs beside the API: liveness and readiness probes, Prometheus
 * metrics, the API description generated from the contracts, and the hourly housekeeping that
 * deletes spent rows (and unused uploads). The description is built on its first request and kept: the contracts do
 * not change while the process runs.
 */
export function operationsModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    /** Runs the housekeeping on one process at a time. */
    alone: RunAlone;
    config: Pick<
      Config,
      'REDIS_URL' | 'METRICS_TOKEN' | 'PUBLIC_URL' | 'DATA_DIR' | 'S3_BUCKET' | 'S3_PREFIX'
    >;
    clock: Clock;
  },
): void {
  const { db, alone, config, clock } = deps;
  const readiness = createReadinessService({
    db,
    redis: config.REDIS_URL ? { bus: app.bus, counters: app.counters } : null,
  });
  app.addHook('preClose', (done) => {
    readiness.beginClosing();
    done();
  });
  const housekeeping = createHousekeeping({
    db,
    clock,
    log: app.log,
    uploadFiles: uploadStorage(config),
    alone,
  });
  app.addHook('onReady', (done) => {
    housekeeping.start();
    done();
  });
  app.addHook('onClose', () => housekeeping.stop());

  let json: string | undefined;
  let page: string | undefined;
  const document = () =>
    buildOpenApiDocument(endpointGroups, {
      title: 'Playhaven',
      version: API_DOC_VERSION,
      serverUrl: config.PUBLIC_URL,
    });
  operationsRoutes(app, {
    readiness,
    metricsToken: config.METRICS_TOKEN,
    docs: {
      json: () => (json ??= JSON.stringify(document())),
      page: () => (page ??= renderDocsPage(document())),
    },
  });
}
