import helmet from '@fastify/helmet';
import { Code, fail } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What the site's social sign-in loads on demand, only for the providers that are configured
 * (the site offers no other): Google Identity Services (its script, its One Tap and button
 * frames, its style sheet and its calls) and the Facebook SDK (its script, the frames it opens on
 * facebook.com and its Graph calls).
 */
const SOCIAL_SOURCES = {
  google: {
    script: ['https://accounts.google.com/gsi/client'],
    frame: ['https://accounts.google.com/gsi/'],
    connect: ['https://accounts.google.com/gsi/'],
    style: ['https://accounts.google.com/gsi/style'],
  },
  facebook: {
    script: ['https://connect.facebook.net'],
    frame: ['https://www.facebook.com', 'https://web.facebook.com'],
    connect: ['https://graph.facebook.com', 'https://www.facebook.com'],
    style: [],
  },
} as const;

export interface SecurityOptions {
  publicUrl: string;
  gamesOrigin: string;
  socialSignIn: { google: boolean; facebook: boolean };
}

/**
 * Security headers for the portal, and the same-site Origin check for state-changing requests:
 * a browser always sends Origin on a cross-site POST, so a foreign one is refused outright.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  const portalOrigin = new URL(opts.publicUrl).origin;
  const gamesOrigin = new URL(opts.gamesOrigin).origin;
  const social = (['google', 'facebook'] as const)
    .filter((provider) => opts.socialSignIn[provider])
    .map((provider) => SOCIAL_SOURCES[provider]);
  const sources = (kind: 'script' | 'frame' | 'connect' | 'style') =>
    social.flatMap((provider) => provider[kind]);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...sources('script')],
        styleSrc: ["'self'", "'unsafe-inline'", ...sources('style')],
        imgSrc: ["'self'", 'data:', 'blob:', gamesOrigin, 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...sources('connect')],
        // A publisher may host a game at an https address of its own (console, "External address").
        frameSrc: [gamesOrigin, 'https:', ...sources('frame')],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google's and Facebook's sign-in popups report back to the page that opened them.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== portalOrigin) {
      return reply.status(403).send(fail(Code.FORBIDDEN, 'Cross-site requests are not allowed.'));
    }
  });
});
