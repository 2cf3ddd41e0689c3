import type { FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../http/errors';
import { csrfRefused, csrfTokenFor, CsrfHeader, sameText } from '../auth/index';

/**
 * The portal's session in the browser, as the back office's (auth/session-cookies.ts) but under
 * names of its own: an HttpOnly token cookie and a readable CSRF cookie whose value state-changing
 * calls send back in the X-CSRF-Token header.
 */
export const OwnerSessionCookie = 'hoa_owner_session';
export const OwnerCsrfCookie = 'hoa_owner_csrf';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function setOwnerCookies(reply: FastifyReply, token: string, expiresAt: Date): void {
  const common = { path: '/', secure: true, sameSite: 'strict', expires: expiresAt } as const;
  reply.setCookie(OwnerSessionCookie, token, { ...common, httpOnly: true });
  reply.setCookie(OwnerCsrfCookie, csrfTokenFor(token), { ...common, httpOnly: false });
}

export function clearOwnerCookies(reply: FastifyReply): void {
  const common = { path: '/', secure: true, sameSite: 'strict' } as const;
  reply.clearCookie(OwnerSessionCookie, { ...common, httpOnly: true });
  reply.clearCookie(OwnerCsrfCookie, common);
}

/** The portal session's token from its cookie; a state-changing call must carry its CSRF header. */
export function cookieOwnerToken(request: FastifyRequest): string | null {
  const token = request.cookies[OwnerSessionCookie];
  if (!token) return null;
  if (!safeMethods.has(request.method)) {
    const sent = request.headers[CsrfHeader];
    if (typeof sent !== 'string' || !sameText(sent, csrfTokenFor(token)))
      throw appError('CsrfRefused', csrfRefused);
  }
  return token;
}
