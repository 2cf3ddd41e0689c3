import { asc, users } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type GetUsers = typeof contract.roles.GetUsers;

export async function getUsers(
  ctx: RequestContext,
  _input: InputOf<GetUsers>,
): Promise<ResponseOf<GetUsers>> {
  requireClaim(ctx, 'maintainuser', 'read');
  return ctx.tx
    .select({ UserId: users.id, UserName: users.userName, DisplayName: users.displayName })
    .from(users)
    .orderBy(asc(users.displayName));
}
