import { adminEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.js';
import { adminOf } from './admin-auth.js';
import type { AdminPlayerService } from './admin-player-service.js';

/** Players and test devices; registered behind the admin guard. */
export function adminPlayerRoutes(scope: FastifyInstance, players: AdminPlayerService): void {
  defineRoute(scope, adminEndpoints.playerList, (input) => players.list(input));
  defineRoute(scope, adminEndpoints.playerDetail, ({ userId }) => players.detail(userId));
  defineRoute(scope, adminEndpoints.playerPlayed, (input) => players.played(input));
  defineRoute(scope, adminEndpoints.playerGifts, (input) => players.gifts(input));
  defineRoute(scope, adminEndpoints.playerFreeze, (input, request) =>
    players.freeze(input, adminOf(request).adminId),
  );
  defineRoute(scope, adminEndpoints.playerBan, (input, request) =>
    players.ban(input, adminOf(request).adminId),
  );
  defineRoute(scope, adminEndpoints.playerUnban, (input, request) =>
    players.unban(input, adminOf(request).adminId),
  );

  defineRoute(scope, adminEndpoints.testDeviceList, (input) => players.testDevices(input));
  defineRoute(scope, adminEndpoints.testDeviceFlag, ({ clientId }, request) =>
    players.flagDevice(clientId, adminOf(request).adminId),
  );
  defineRoute(scope, adminEndpoints.testDeviceUnflag, ({ clientId }, request) =>
    players.unflagDevice(clientId, adminOf(request).adminId),
  );
}
