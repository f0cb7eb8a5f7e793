/**
 * Admin sign-in and the guard of the admin API.
 *
 * Usage, for every admin route file:
 *
 *   // apps/server/src/app.ts, after `await adminModule(app, deps)`:
 *   await registerAdminRoutes(app, (scope) => {
 *     defineRoute(scope, adminEndpoints.somethingUpdate, async (input, request) => {
 *       const admin = adminOf(request); // { adminId, email }
 *       const result = await service.update(input);
 *       await scope.auditLog.record(admin.adminId, 'something.update', { kind: 'something', id: input.id }, { ... });
 *       return result;
 *     });
 *   });
 *
 * - Every route registered inside the callback answers only a signed-in, enabled admin: the
 *   guard runs on `preValidation`, before the input is validated or the handler runs, so a
 *   refused call writes nothing and tells nothing about the input. Anonymous calls get 401
 *   ADMIN_LOGIN_REQUIRED (4301); calls with only a player's token or cookie get 403 NOT_ADMIN
 *   (4303).
 * - Every path must start with ADMIN_API_PREFIX (`/api/admin/`); the scope refuses any other at
 *   start-up. Paths are full paths (as the contracts declare them), not relative to a prefix.
 * - `request.admin` holds `{ adminId, email }` inside the scope; `adminOf(request)` returns it
 *   typed (and refuses, should a route outside the scope call it).
 * - `app.auditLog.record(adminId, action, target, details)` records each change (see audit-log.ts).
 * - A route attached by hand instead must use `requireAdmin` as its `preValidation` hook:
 *   `app.route({ ..., preValidation: requireAdmin })`. As a preHandler it would work too, but
 *   after validation, so a bad body would be answered before the caller is known.
 * - The admin-guard test enumerates every /api/admin route but login and checks it refuses.
 * - Tests: `createAdmin(t)` and `adminLogin(t, admin)` in apps/server/test/admins.ts give the
 *   cookie header to send: `t.call({ ..., headers: { cookie: await adminLogin(t, admin) } })`.
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import { ADMIN_API_PREFIX, ADMIN_COOKIE, adminEndpoints, Code } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error.js';
import { defineRoute } from '../../lib/route.js';
import { SessionCookie } from '../../plugins/auth.js';
import { ADMIN_SESSION_MS, type AdminIdentity, type AdminService } from './admin-service.js';
import type { AuditLog } from './audit-log.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Admin accounts and sessions; set by adminModule. */
    adminAuth: AdminService;
    /** The audit log every admin change is recorded in; set by adminModule. */
    auditLog: AuditLog;
  }
  interface FastifyRequest {
    /** The signed-in admin, on routes behind the admin guard; null elsewhere. */
    admin: AdminIdentity | null;
  }
}

/** The request fields that carry a player's session. */
const PLAYER_TOKEN_FIELDS = [SessionCookie.h5Token, SessionCookie.sdkToken, 'userToken'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isToken = (value: unknown) => typeof value === 'string' && value.trim() !== '';

function carriesPlayerToken(request: FastifyRequest): boolean {
  const names = request.server.sessionCookieNames;
  if (isToken(request.cookies[names.h5Token]) || isToken(request.cookies[names.sdkToken])) {
    return true;
  }
  const sources = [request.query, request.body].filter(isRecord);
  return sources.some((source) => PLAYER_TOKEN_FIELDS.some((field) => isToken(source[field])));
}

const adminToken = (request: FastifyRequest): string | undefined => {
  const token = request.cookies[ADMIN_COOKIE];
  return token && token.length <= 128 ? token : undefined;
};

/**
 * The guard: sets `request.admin`, or refuses. A player's session is never an admin's: a caller
 * who brings only player credentials is told so (NOT_ADMIN); anyone else is asked to sign in.
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const token = adminToken(request);
  const admin = token === undefined ? null : await request.server.adminAuth.resolve(token);
  if (admin) {
    request.admin = admin;
    return;
  }
  if (token === undefined && carriesPlayerToken(request)) {
    throw new ApiError(Code.NOT_ADMIN, undefined, 403);
  }
  throw new ApiError(Code.ADMIN_LOGIN_REQUIRED, undefined, 401);
}

/** The admin of a guarded request. */
export function adminOf(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw new ApiError(Code.ADMIN_LOGIN_REQUIRED, undefined, 401);
  return request.admin;
}

/**
 * Registers admin routes behind the guard, in a scope of their own (plugins registered inside,
 * such as multipart, stay there). Needs adminModule to have run first.
 */
export async function registerAdminRoutes(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  if (!app.hasDecorator('adminAuth')) {
    throw new Error('adminModule(app, deps) must run before registerAdminRoutes');
  }
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      if (!route.url.startsWith(`${ADMIN_API_PREFIX}/`)) {
        throw new Error(`admin route ${route.url} must start with ${ADMIN_API_PREFIX}/`);
      }
    });
    scope.addHook('preValidation', requireAdmin);
    await register(scope);
  });
}

/**
 * The admin cookie: HttpOnly and SameSite=Strict like the player's, sent only to the admin API
 * (its own path), and Secure whenever the portal is served over https.
 */
function adminCookie(publicUrl: string) {
  const options: CookieSerializeOptions = {
    httpOnly: true,
    sameSite: 'strict',
    path: ADMIN_API_PREFIX,
    secure: new URL(publicUrl).protocol === 'https:',
  };
  return {
    set: (reply: FastifyReply, token: string) =>
      reply.setCookie(ADMIN_COOKIE, token, { ...options, maxAge: ADMIN_SESSION_MS / 1000 }),
    clear: (reply: FastifyReply) => reply.clearCookie(ADMIN_COOKIE, options),
  };
}

/** Login (open to anyone), logout and me (behind the guard). */
export async function adminAuthRoutes(
  app: FastifyInstance,
  deps: { admins: AdminService; publicUrl: string },
): Promise<void> {
  const { admins } = deps;
  const cookie = adminCookie(deps.publicUrl);

  defineRoute(app, adminEndpoints.login, async (input, request, reply) => {
    const { admin, token } = await admins.login(input, request.ip);
    cookie.set(reply, token);
    return admin;
  });

  await registerAdminRoutes(app, (scope) => {
    defineRoute(scope, adminEndpoints.logout, async (_input, request, reply) => {
      const token = adminToken(request);
      if (token !== undefined) await admins.logout(adminOf(request), token);
      cookie.clear(reply);
      return {};
    });

    defineRoute(scope, adminEndpoints.me, (_input, request) => admins.me(adminOf(request)));
  });
}
