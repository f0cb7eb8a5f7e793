import type { FastifyInstance } from 'fastify';
import { ApiError } from '../lib/api-error.js';
import type { Credentials } from '../modules/accounts/session-service.js';
import { repeatedCookies } from '../lib/cookie-header.js';
import { IdentityRefused, type Identity } from './stomp-session.js';

const text = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * Who a CONNECT frame speaks for: the tokens in its headers (`h5Token`, `sdkToken` or
 * `userToken`, `userId`), each missing one filled from the session cookie of the SockJS request,
 * as the API does. A token given in a header that does not open a session refuses the connection;
 * a stale cookie alone makes a visitor, who may still listen to the public topics. Cookies that
 * come twice under one session name say nothing (one of them was set by someone else): the API
 * refuses such a request and removes the stray copy, after which the site connects again.
 */
export function createAuthenticator(app: FastifyInstance) {
  const names = app.sessionCookieNames;
  const watched: ReadonlySet<string> = new Set(Object.values(names));
  return async (
    headers: Record<string, string>,
    cookieHeader: string | undefined,
  ): Promise<Identity | null> => {
    const believed = repeatedCookies(cookieHeader, watched).length === 0 ? cookieHeader : undefined;
    const cookies = believed ? app.parseCookie(believed) : {};
    const fromCookie = new Set<'h5Token' | 'sdkToken' | 'userId'>();
    const pick = (name: 'h5Token' | 'sdkToken' | 'userId', header: string | undefined) => {
      if (header !== undefined) return header;
      const cookie = text(cookies[names[name]]);
      if (cookie !== undefined) fromCookie.add(name);
      return cookie;
    };
    const h5Header = text(headers.h5Token);
    const sdkHeader = text(headers.sdkToken) ?? text(headers.userToken);
    const credentials: Credentials = {
      h5Token: pick('h5Token', h5Header),
      sdkToken: pick('sdkToken', sdkHeader),
      userId: pick('userId', text(headers.userId)),
      fromCookie,
    };
    if (!credentials.h5Token && !credentials.sdkToken) return null;
    try {
      const user = await app.sessions.resolve(credentials);
      return { userId: user.userId, sessionHash: user.sessionHash };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (h5Header !== undefined || sdkHeader !== undefined) {
        throw new IdentityRefused('the token does not open a session');
      }
      return null;
    }
  };
}
