import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { Code, fail, REQUEST_ID_HEADER } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { cookieNames } from '../lib/cookie-header.js';
import {
  changesState,
  sessionCookieNames,
  STATE_CHANGING_METHODS,
  type SessionCookieNames,
} from './auth.js';

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

/**
 * HSTS on every answer of an https portal: a year, renewed by each visit. Subdomains are left to
 * their own operators (`includeSubDomains` would bind hosts this server does not answer for).
 */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Where the session of a request would come from (see `readCredentials` in auth.ts): its own
 * fields when it names an h5Token, or an sdkToken or userToken with no h5Token cookie; else its
 * cookies when an h5Token or sdkToken cookie is there; else it has none. A request carrying its
 * tokens as fields is the publisher's client, which no other page can forge without them.
 */
function sessionSource(
  request: FastifyRequest,
  names: SessionCookieNames,
): 'fields' | 'cookie' | 'none' {
  const query = isRecord(request.query) ? request.query : {};
  const sent = (field: string) => {
    const value = query[field];
    return typeof value === 'string' && value.trim() !== '';
  };
  if (sent('h5Token')) return 'fields';
  const cookies = cookieNames(request.headers.cookie);
  if (cookies.includes(names.h5Token)) return 'cookie';
  if (sent('sdkToken') || sent('userToken')) return 'fields';
  return cookies.includes(names.sdkToken) ? 'cookie' : 'none';
}

const originOfUrl = (value: string | undefined): string | undefined =>
  value !== undefined && URL.canParse(value) ? new URL(value).origin : undefined;

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
  /** The bucket's public address (S3_PUBLIC_URL), whose pictures and games pages show. */
  bucketUrl?: string | undefined;
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
 * foreign one is refused outright. A GET sends no Origin when an image, a link or a script fires
 * it, so a state-changing GET that would take its session from the cookies must show it comes
 * from the site's own scripts: `Sec-Fetch-Site: same-origin` (with `Sec-Fetch-Dest: empty`), or,
 * from a browser that sends no Sec-Fetch headers, the site's Origin or Referer; one with no
 * session at all is refused when the browser says another site sent it.
 */
export const securityPlugin = fp(
  (app: FastifyInstance, opts: SecurityOptions, ready: () => void) => {
    const portalOrigin = new URL(opts.publicUrl).origin;
    const https = new URL(opts.publicUrl).protocol === 'https:';
    const cookieNamesOfSession = sessionCookieNames(opts.publicUrl);
    const hsts = `max-age=${HSTS_MAX_AGE_SECONDS}`;
    const apiHeaders = https ? { ...API_HEADERS, 'strict-transport-security': hsts } : API_HEADERS;
    const gamesOrigin = new URL(opts.gamesOrigin).origin;
    // Stored pictures and hosted games come from the games origin, or from the public bucket.
    const fileOrigins = [gamesOrigin, ...(opts.bucketUrl ? [new URL(opts.bucketUrl).origin] : [])];
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
          imgSrc: ["'self'", 'data:', 'blob:', ...fileOrigins, 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:', ...sources('connect')],
          // A publisher may host a game at an https address of its own (console, "External address").
          frameSrc: [...fileOrigins, 'https:', ...sources('frame')],
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
      strictTransportSecurity: https
        ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false }
        : false,
    });
    const stateChanging = (request: FastifyRequest) =>
      changesState(request.method, request.routeOptions.url);
    const fromSitePage = (request: FastifyRequest) => {
      // The site makes these calls with fetch (destination "empty"); an image or a link on one of
      // its own pages (a message's text) is same-origin too, but never the site's doing.
      const site = request.headers['sec-fetch-site'];
      const destination = request.headers['sec-fetch-dest'];
      if (site !== undefined) {
        return site === 'same-origin' && (destination === undefined || destination === 'empty');
      }
      return (
        request.headers.origin === portalOrigin ||
        originOfUrl(request.headers.referer) === portalOrigin
      );
    };
    const crossSiteGet = (request: FastifyRequest) => {
      if (STATE_CHANGING_METHODS.has(request.method)) return false;
      switch (sessionSource(request, cookieNamesOfSession)) {
        case 'fields':
          return false;
        case 'cookie':
          return !fromSitePage(request);
        case 'none': {
          // Without a session it still signs someone in, sends a code or records a visit: another
          // site's image or link must not do that in its visitor's name (a sign-in would replace
          // the visitor's own session cookies). A browser that says nothing is let through.
          const site = request.headers['sec-fetch-site'];
          return site === 'cross-site' || site === 'same-site';
        }
      }
    };
    // One hook for every answer's fixed headers and the Origin rule: each hook Fastify runs on a
    // request costs about as much again as the work in it.
    app.addHook('onRequest', (request, reply, done) => {
      // Tells every caller the id its request is logged under (see `requestIdOf`), so a report of
      // a failure can be matched with the server's log lines.
      reply.header(REQUEST_ID_HEADER, request.id);
      reply.headers(request.routeOptions.config.apiAnswers ? apiHeaders : pageHeaders);
      const origin = request.headers.origin;
      if (
        stateChanging(request) &&
        ((origin !== undefined && origin !== portalOrigin) || crossSiteGet(request))
      ) {
        reply.status(403).send(fail(Code.FORBIDDEN, 'Cross-site requests are not allowed.'));
        return;
      }
      done();
    });
    ready();
  },
);
