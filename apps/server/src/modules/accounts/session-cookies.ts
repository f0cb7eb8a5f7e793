import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Session } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import { SessionCookie } from '../../plugins/auth.js';
import { TOKEN_LIFETIME_MS } from './session-service.js';

export interface SessionCookies {
  set(reply: FastifyReply, session: Session): void;
  clear(reply: FastifyReply): void;
}

/**
 * The session's cookies: HttpOnly, so page scripts never read the tokens, and SameSite=Strict,
 * so no other site's page can send them. Secure whenever the portal is served over https.
 */
export function sessionCookies(publicUrl: string): SessionCookies {
  const options: CookieSerializeOptions = {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: new URL(publicUrl).protocol === 'https:',
  };
  const lifetime = { ...options, maxAge: TOKEN_LIFETIME_MS / 1000 };
  return {
    set(reply, session) {
      reply
        .setCookie(SessionCookie.h5Token, session.h5Token, lifetime)
        .setCookie(SessionCookie.sdkToken, session.sdkToken, lifetime)
        .setCookie(SessionCookie.userId, String(session.userId), lifetime)
        .setCookie(SessionCookie.platform, session.platform, lifetime);
    },
    clear(reply) {
      for (const name of Object.values(SessionCookie)) reply.clearCookie(name, options);
    },
  };
}
