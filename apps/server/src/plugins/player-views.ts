import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { PlayerViews, ViewChanges, ViewKind } from '../lib/player-views.js';
import type { PreSerialised } from '../lib/pre-serialised.js';
import type { AuthUser } from '../modules/accounts/session-service.js';
import { changesState, requireUser } from './auth.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The kept pages of each player's own rows (see `PlayerViews`). */
    playerViews: PlayerViews;
  }
  interface FastifyContextConfig {
    /** What the route changes of the kept views; unset on a state-changing route: all of them. */
    viewChanges?: ViewChanges;
  }
}

/**
 * Drops the views a state-changing request may have changed, once its work is done and before its
 * answer goes out: what its route names (see `ViewChanges`), else every view.
 */
async function dropChangedViews(
  views: PlayerViews,
  request: FastifyRequest,
  changes: ViewChanges | undefined,
): Promise<void> {
  if (!changes) {
    views.clear();
    return;
  }
  if (changes.everyones) views.dropKinds(changes.everyones);
  if (!changes.own) return;
  const player = await request.authUser?.catch(() => null);
  views.dropPlayer(player?.userId);
}

/**
 * `app.playerViews`, and the rule that keeps them true: every route that may change state (see
 * `changesState`), registered after this plugin, drops views after its work (see
 * `dropChangedViews`). Reads cost nothing for it: the hook is on the state-changing routes only.
 */
export const playerViewsPlugin = fp(
  (app: FastifyInstance, opts: { views: PlayerViews }, done: (error?: Error) => void) => {
    const { views } = opts;
    app.decorate('playerViews', views);
    if (views.keeping) {
      const drop = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
        await dropChangedViews(views, request, request.routeOptions.config.viewChanges);
        return payload;
      };
      app.addHook('onRoute', (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        if (!methods.some((method) => changesState(method, route.url))) return;
        const existing = route.onSend ?? [];
        route.onSend = [...(Array.isArray(existing) ? existing : [existing]), drop];
      });
    }
    done();
  },
  { name: 'player-views', dependencies: ['auth'] },
);

/**
 * The signed-in player's page `input` of `kind`, kept (see `PlayerViews`): `produce` reads it
 * when no kept one counts. The player is checked on every request, kept page or not.
 */
export async function ownView(
  request: FastifyRequest,
  kind: ViewKind,
  input: object,
  produce: (auth: AuthUser) => Promise<unknown>,
): Promise<PreSerialised> {
  const auth = await requireUser(request);
  return request.server.playerViews.answer(auth.userId, kind, JSON.stringify(input), () =>
    produce(auth),
  );
}
