import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { normalizeSearchTerm } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { ilikeAny, pageQuery, pageRows, searchRows, termMatch } from '../../sql/index';

type GetPortfolioUsers = typeof contract.portfolio.GetPortfolioUsers;

interface Row {
  id: string | number;
  user_name: string;
  display_name: string;
  email: string;
  is_active: boolean;
  is_system_admin: boolean;
  role_names: string[];
  community_count: number;
  total_count: number;
  ord: string | number | null;
}

/** The company's users by name with their roles and the size of their community list. */
export async function getPortfolioUsers(
  ctx: RequestContext,
  input: InputOf<GetPortfolioUsers>,
): Promise<ResponseOf<GetPortfolioUsers>> {
  requireClaim(ctx, 'maintainuser', 'read');
  const q = input.query;
  const term = normalizeSearchTerm(q.searchTerm);
  const patterns = term ? termMatch(term).patterns : [];
  const rows = await searchRows<Row>(
    ctx,
    pageQuery({
      filtered: sql`select u.id, u.user_name, u.display_name, u.email, u.is_active,
          u.is_system_admin, row_number() over (order by lower(u.display_name), u.id) as ord
        from users u
        where true ${q.includeInactive ? sql`` : sql`and u.is_active`}
          ${
            term
              ? sql`and (${ilikeAny(sql`u.display_name`, patterns)}
                  or ${ilikeAny(sql`u.user_name`, patterns)} or ${ilikeAny(sql`u.email`, patterns)})`
              : sql``
          }`,
      skip: q.skip,
      take: q.take,
      select: sql`coalesce((select array_agg(r.name::text order by r.name) from user_roles ur
          join roles r on r.id = ur.role_id where ur.user_id = page.id), '{}') as role_names,
        (select count(*)::int from user_communities uc where uc.user_id = page.id) as community_count`,
    }),
  );
  return {
    TotalCount: rows[0]?.total_count ?? 0,
    Results: pageRows(rows).map((row) => ({
      UserId: Number(row.id),
      UserName: row.user_name,
      DisplayName: row.display_name,
      Email: row.email,
      IsActive: row.is_active,
      IsSystemAdmin: row.is_system_admin,
      RoleNames: row.role_names,
      CommunityCount: row.community_count,
    })),
  };
}
