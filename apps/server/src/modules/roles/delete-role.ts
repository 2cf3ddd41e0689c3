import { eq, roles } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { forgetAllSessions } from '../auth/index';

type DeleteRole = typeof contract.roles.DeleteRole;

export async function deleteRole(
  ctx: RequestContext,
  input: InputOf<DeleteRole>,
): Promise<ResponseOf<DeleteRole>> {
  requireClaim(ctx, 'maintainuser', 'delete');
  const deleted = await ctx.tx
    .delete(roles)
    .where(eq(roles.id, input.params.productRoleId))
    .returning({ id: roles.id });
  if (deleted.length === 0) throw appError('RoleNotFound');
  forgetAllSessions();
  return { success: true };
}
