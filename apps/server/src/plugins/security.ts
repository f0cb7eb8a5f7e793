import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { Code, fail, REQUEST_ID_HEADER } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { STATE_CHANGING_GETS } from './auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers JSON or a file, never a page: it gets `API_HEADERS`, not the page policy. */
    apiAnswers?: boolean;
  }
}

/** The route config of every API route (see `apiAnswers`). */
export const API_ROUTE_CONFIG = { apiAnswers: true } as const;

/**
 * JSON answers need no page policy (CSP and friends are for documents): these few fixed headers
 * replace the full set. The policy forbids everything, so an answer opened as a page can run or
 * load nothing.
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
} as const;

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
 * The headers helmet sets for `options`. None of them depends on the request, so they are worked
 * out once, on a response that is never sent, and each request only copies them: helmet's
 * Fastify plugin ran two hooks per request (one of them async) to do the same, a tenth of a
 * cached API answer's time even on the routes it then skipped.
 */
function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  let failure: Error | undefined;
  helmet(options)(response.req, response, (error) => {
    if (error) failure = error instanceof Error ? error : new Error('helmet refused its options');
  });
  if (failure) throw failure;
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Every answer's fixed headers (its request id, and the page policy or `API_HEADERS` on API
 * routes), and the same-site Origin check for state-changing requests (POST and the like, and
 * the GETs of `STATE_CHANGING_GETS`): a browser always sends Origin on a cross-site POST, so a
 * foreign one is refused outright.
 */
export const securityPlugin = fp(
  (app: FastifyInstance, opts: SecurityOptions, ready: () => void) => {
    const portalOrigin = new URL(opts.publicUrl).origin;
    const gamesOrigin = new URL(opts.gamesOrigin).origin;
    const social = (['google', 'facebook'] as const)
      .filter((provider) => opts.socialSignIn[provider])
      .map((provider) => SOCIAL_SOURCES[provider]);
    const sources = (kind: 'script' | 'frame' | 'connect' | 'style') =>
      social.flatMap((provider) => provider[kind]);
    const pageHeaders = helmetHeaders({
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
    const stateChanging = (request: FastifyRequest) =>
      STATE_CHANGING.has(request.method) || STATE_CHANGING_GETS.has(request.routeOptions.url ?? '');
    // One hook for every answer's fixed headers and the Origin rule: each hook Fastify runs on a
    // request costs about as much again as the work in it.
    app.addHook('onRequest', (request, reply, done) => {
      // Tells every caller the id its request is logged under (see `requestIdOf`), so a report of
      // a failure can be matched with the server's log lines.
      reply.header(REQUEST_ID_HEADER, request.id);
      reply.headers(request.routeOptions.config.apiAnswers ? API_HEADERS : pageHeaders);
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== portalOrigin && stateChanging(request)) {
        reply.status(403).send(fail(Code.FORBIDDEN, 'Cross-site requests are not allowed.'));
        return;
      }
      done();
    });
    ready();
  },
);
