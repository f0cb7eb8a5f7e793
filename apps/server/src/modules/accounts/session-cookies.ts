import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Session } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import { sessionCookieNames } from '../../plugins/auth.js';
import { TOKEN_LIFETIME_MS } from './session-service.js';

export interface SessionCookies {
  set(reply: FastifyReply, session: Session): void;
  clear(reply: FastifyReply): void;
}

/**
 * The session's cookies: HttpOnly, so page scripts never read the tokens, and SameSite=Strict,
 * so no other site's page can send them. Secure, under `__Host-` names, whenever the portal is
 * served over https (see `sessionCookieNames`).
 */
export function sessionCookies(publicUrl: string): SessionCookies {
  const names = sessionCookieNames(publicUrl);
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
        .setCookie(names.h5Token, session.h5Token, lifetime)
        .setCookie(names.sdkToken, session.sdkToken, lifetime)
        .setCookie(names.userId, String(session.userId), lifetime)
        .setCookie(names.platform, session.platform, lifetime);
    },
    clear(reply) {
      for (const name of Object.values(names)) reply.clearCookie(name, options);
    },
  };
}
