import { auditLog, authTokens, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { forgetSession } from './session-cache';

type Logout = typeof contract.auth.Logout;

export async function logout(
  ctx: RequestContext,
  _input: InputOf<Logout>,
): Promise<ResponseOf<Logout>> {
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
