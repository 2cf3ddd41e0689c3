import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  AgentTypeId,
  hiddenAgentTypeIds,
  normalizeSearchTerm,
  OwnerLikeAgentTypeIds,
  OwnerSortOptionId,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { ownerMatchIds, ownerOrderBy, propertyAddressJoin, propertyBalance } from '../search/index';
import { idArray, pageQuery, pageRows, searchRows, termMatch } from '../../sql/index';
type GetPropertyPortfolio = typeof contract.portfolio.GetPropertyPortfolio;

interface Row {
  id: string | number;
  account_number: string | null;
  lot_number: string | null;
  street_number: string | null;
  street_name: string | null;
  unit: string | null;
  city: string | null;
  primary_owner_name: string | null;
  balance: string | number;
  owners: { TopsAgentId: number; TopsAgentTypeId: number; DisplayName: string }[] | null;
  total_count: number;
  ord: string | number | null;
}

/**
 * A community's properties with their owners and balances (ownerships by property), sorted by an
 * owner sort option: the names are those of the first primary owner.
 */
export async function getPropertyPortfolio(
  ctx: RequestContext,
  input: InputOf<GetPropertyPortfolio>,
): Promise<ResponseOf<GetPropertyPortfolio>> {
  const q = input.query;
  requireClaim(ctx, 'property', 'read');
  await requireCommunity(ctx, q.communityAgentId);
  const term = normalizeSearchTerm(q.searchTerm);
  const byBalance = q.sortOptionId === OwnerSortOptionId.Balance;
  const order = ownerOrderBy(q.sortOptionId, {
    firstName: sql`po.first_name`,
    lastName: sql`po.last_name`,
  });
  const owned = sql`from agents o where o.parent_agent_id = p.id and not o.is_deleted`;
  const rows = await searchRows<Row>(
    ctx,
    pageQuery({
      ...(term ? { ctes: sql`m as (${ownerMatchIds(termMatch(term), 'all')})` } : {}),
      filtered: sql`select p.id, pd.account_number, pd.lot_number, pa.street_number, pa.street_name,
          pa.unit, pa.city, po.display_name as primary_owner_name,
          ${byBalance ? sql`bal.balance` : sql`null::bigint`} as sort_balance,
          row_number() over (order by ${order}, p.id) as ord
        from agents p
        left join property_details pd on pd.agent_id = p.id
        ${propertyAddressJoin(sql`p.id`)}
        left join lateral (select c.display_name, c.first_name, c.last_name
          from agents o join contacts c on c.agent_id = o.id
          where o.parent_agent_id = p.id and o.agent_type_id = ${AgentTypeId.PrimaryOwner}
            and not o.is_deleted
          order by o.id limit 1) po on true
        ${byBalance ? sql`cross join lateral (select ${propertyBalance(sql`p.id`)} as balance) bal` : sql``}
        where p.agent_type_id = ${AgentTypeId.Property} and not p.is_deleted
          and p.community_agent_id = ${q.communityAgentId}
          ${
            term
              ? sql`and (p.id in (select agent_id from m)
                  or exists (select 1 ${owned} and o.id in (select agent_id from m)))`
              : sql``
          }`,
      skip: q.skip,
      take: q.take,
      select: sql`coalesce(page.sort_balance, ${propertyBalance(sql`page.id`)}) as balance,
        (select json_agg(json_build_object('TopsAgentId', o.id, 'TopsAgentTypeId', o.agent_type_id,
            'DisplayName', c.display_name) order by o.agent_type_id, c.display_name, o.id)
          from agents o join contacts c on c.agent_id = o.id
          where o.parent_agent_id = page.id and not o.is_deleted
            and o.agent_type_id = any(${idArray(OwnerLikeAgentTypeIds)})
            and o.agent_type_id <> all(${idArray(hiddenAgentTypeIds(ctx.user.grants))})) as owners`,
    }),
  );
  return {
    TotalCount: rows[0]?.total_count ?? 0,
    Results: pageRows(rows).map((row) => ({
      PropertyAgentId: Number(row.id),
      CommunityAgentId: q.communityAgentId,
      AccountNumber: row.account_number,
      LotNumber: row.lot_number,
      StreetNumber: row.street_number,
      StreetName: row.street_name,
      Unit: row.unit,
      City: row.city,
      PrimaryOwnerName: row.primary_owner_name,
      Owners: (row.owners ?? []).map((owner) => ({
        TopsAgentId: Number(owner.TopsAgentId),
        TopsAgentTypeId: Number(owner.TopsAgentTypeId),
        DisplayName: owner.DisplayName,
      })),
      Balance: Number(row.balance),
    })),
  };
}
