import { endpoints, type ClientConfig } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { defineRoute } from '../../lib/route.js';
import { isTestDevice } from './client-repository.js';

export function clientRoutes(
  app: FastifyInstance,
  deps: { db: Db; clientConfig: (testDevice: boolean) => Promise<ClientConfig> },
): void {
  const { db, clientConfig } = deps;
  defineRoute(app, endpoints.clientConfig, async ({ clientId }): Promise<ClientConfig> =>
    clientConfig(clientId ? await isTestDevice(db, clientId) : false),
  );
}
