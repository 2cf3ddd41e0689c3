import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../http/errors';

/**
 * The web's session: the token in an HttpOnly cookie that scripts cannot read, and beside it a
 * readable CSRF cookie derived from the token that the web sends back in a header on every
 * state-changing call (double submit bound to the session). API clients send a bearer token.
 */
export const SessionCookie = 'hoa_session';
export const CsrfCookie = 'hoa_csrf';
export const CsrfHeader = 'x-csrf-token';
export const csrfRefused =
  'This call lacks its sign-in check (CSRF header). Reload the page and try again.';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrfTokenFor(sessionToken: string): string {
  return createHash('sha256').update(`csrf:${sessionToken}`).digest('base64url');
}

export function setSessionCookies(reply: FastifyReply, token: string, expiresAt: Date): void {
  const common = { path: '/', secure: true, sameSite: 'strict', expires: expiresAt } as const;
  reply.setCookie(SessionCookie, token, { ...common, httpOnly: true });
  reply.setCookie(CsrfCookie, csrfTokenFor(token), { ...common, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply): void {
  const common = { path: '/', secure: true, sameSite: 'strict' } as const;
  reply.clearCookie(SessionCookie, { ...common, httpOnly: true });
  reply.clearCookie(CsrfCookie, common);
}

/**
 * The web session's token from its cookie; a state-changing call must carry the CSRF header
 * that belongs to it, else it is refused (403).
 */
export function cookieSessionToken(request: FastifyRequest): string | null {
  const token = request.cookies[SessionCookie];
  if (!token) return null;
  if (!safeMethods.has(request.method)) {
    const sent = request.headers[CsrfHeader];
    if (typeof sent !== 'string' || !sameText(sent, csrfTokenFor(token))) {
      throw appError('CsrfRefused', csrfRefused);
    }
  }
  return token;
}

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
