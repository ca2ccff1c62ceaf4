import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'rt_session';

/**
 * httpOnly: page scripts never see the token. SameSite=Lax: other sites' forms and fetches do not carry it
 * (the Origin check in the session plugin covers the rest). Secure whenever the site is served over https.
 */
const cookieOptions = (secure: boolean): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure,
});

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean) {
  const maxAge = Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(secure), maxAge });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(secure));
}
