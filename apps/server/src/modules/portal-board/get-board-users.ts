import type { contract, ResponseOf } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { requireSystemAdmin } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type GetBoardUsers = typeof contract.portalBoard.GetBoardUsers;

/** OwnerAccessAccount/GetBoardUsers: the company's active users holding a board role. */
export function getBoardUsers(ctx: RequestContext): Promise<ResponseOf<GetBoardUsers>> {
  requireSystemAdmin(ctx);
  return queryRows<ResponseOf<GetBoardUsers>[number]>(
    ctx.tx,
    sql`select u.id::int8 as "UserId", u.display_name as "DisplayName"
          from users u
         where u.company_id = ${ctx.user.companyId} and u.is_active
           and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
                        where ur.user_id = u.id and r.is_board_role)
         order by u.display_name, u.id`,
  );
}
