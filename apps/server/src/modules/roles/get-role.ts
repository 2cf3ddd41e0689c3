import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { readRole } from './role-queries';

type GetRole = typeof contract.roles.GetRole;

export function getRole(
  ctx: RequestContext,
  input: InputOf<GetRole>,
): Promise<ResponseOf<GetRole>> {
  requireClaim(ctx, 'maintainuser', 'read');
  return readRole(ctx.tx, input.query.productRoleId);
}
