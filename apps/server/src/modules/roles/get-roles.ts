import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type GetRoles = typeof contract.roles.GetRoles;

export async function getRoles(
  ctx: RequestContext,
  _input: InputOf<GetRoles>,
): Promise<ResponseOf<GetRoles>> {
  requireClaim(ctx, 'maintainuser', 'read');
  const rows = await queryRows<{
    id: number | string;
    name: string;
    description: string;
    is_board_role: boolean;
    claims: number;
    users: number;
  }>(
    ctx.tx,
    sql`select r.id, r.name, r.description, r.is_board_role,
          (select count(*)::int from role_claims rc where rc.role_id = r.id) as claims,
          (select count(*)::int from user_roles ur where ur.role_id = r.id) as users
        from roles r order by r.name`,
  );
  return rows.map((r) => ({
    ProductRoleId: Number(r.id),
    Name: r.name,
    Description: r.description,
    IsBoardRole: r.is_board_role,
    ClaimCount: r.claims,
    UserCount: r.users,
  }));
}
