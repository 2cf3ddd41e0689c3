import { auditLog, authTokens, eq } from '@hoa/db';
import type { contract, ResponseOf } from '@hoa/contract';
import type { CallerCall } from '../../http/bind';
import { AppError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { forgetSession } from './session-cache';
import { clearSessionCookies } from './session-cookies';

type Logout = typeof contract.auth.Logout;

/**
 * Signs out: the session is revoked (in the database and this process's cache) and the cookies
 * are cleared, also when the session was already over (401). A refused call (a cookie call without
 * its CSRF header, 403) changes nothing, the cookies neither: clearing them there let any request
 * of the browser without the header end its session.
 */
export async function logout({ run, reply }: CallerCall<Logout>): Promise<ResponseOf<Logout>> {
  try {
    const done = await run(revokeSession);
    clearSessionCookies(reply);
    return done;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NotSignedIn') clearSessionCookies(reply);
    throw error;
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
