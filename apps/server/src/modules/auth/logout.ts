import { auditLog, authTokens, eq } from '@hoa/db';
import type { contract, ResponseOf } from '@hoa/contract';
import type { CallerCall } from '../../http/bind';
import type { RequestContext } from '../../http/request-context';
import { forgetSession } from './session-cache';
import { clearSessionCookies } from './session-cookies';

type Logout = typeof contract.auth.Logout;

/**
 * Signs out: the session is revoked (in the database and this process's cache); the cookies are
 * cleared even when the session was already over.
 */
export async function logout({ run, reply }: CallerCall<Logout>): Promise<ResponseOf<Logout>> {
  try {
    return await run(revokeSession);
  } finally {
    clearSessionCookies(reply);
  }
}

async function revokeSession(ctx: RequestContext): Promise<ResponseOf<Logout>> {
  await ctx.tx
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(eq(authTokens.tokenHash, ctx.tokenHash));
  await ctx.tx.insert(auditLog).values({
    companyId: ctx.user.companyId,
    userId: ctx.user.userId,
    tableName: 'auth_tokens',
    operation: 'LOGOUT',
  });
  forgetSession(ctx.tokenHash);
  return { success: true };
}
