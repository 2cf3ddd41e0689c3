import { sql } from '@hoa/db';
import type { contract, InputOf, ResaleProperty, ResponseOf } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { propertyAddressJoin } from '../search/index';
import { ilikeAny, pageQuery, pageRows, searchRows, termMatch } from '../../sql/index';
type Search = typeof contract.resale.Search;

interface Row extends ResaleProperty {
  total_count: number;
  ord: number | null;
}

/**
 * Resale/Search (spec 1 §4: text, communityAgentId, skip, take): the community's properties whose
 * account number, street line or owner (primary owner or owner) name holds the text, by account
 * number; each with its primary owners and their balance. An empty text lists every property.
 */
export async function searchResale(
  ctx: RequestContext,
  input: InputOf<Search>,
): Promise<ResponseOf<Search>> {
  const { text, communityAgentId, skip, take } = input.body;
  requireClaim(ctx, 'property', 'read');
  await requireCommunity(ctx, communityAgentId);
  const p = termMatch(text).patterns;
  const matches =
    text === ''
      ? sql`true`
      : sql`(${ilikeAny(sql`pd.account_number`, p)}
          or exists (select 1 from addresses ad where ad.agent_id = pr.id
                      and ${ilikeAny(sql`concat_ws(' ', ad.street_number, ad.street_name)`, p)})
          or exists (select 1 from agents o join contacts k on k.agent_id = o.id
                      where o.parent_agent_id = pr.id and not o.is_deleted
                        and o.agent_type_id in (${AgentTypeId.PrimaryOwner}, ${AgentTypeId.Owner})
                        and ${ilikeAny(sql`k.display_name`, p)}))`;
  const rows = await searchRows<Row>(
    ctx,
    pageQuery({
      filtered: sql`select pr.id as property_id,
                           row_number() over (order by pd.account_number nulls last, pr.id) as ord
                      from agents pr left join property_details pd on pd.agent_id = pr.id
                     where pr.community_agent_id = ${communityAgentId}
                       and pr.agent_type_id = ${AgentTypeId.Property} and not pr.is_deleted
                       and ${matches}`,
      skip,
      take,
      select: sql`page.property_id::int8 as "PropertyAgentId", pd.account_number as "AccountNumber",
        nullif(trim(concat_ws(' ', pa.street_number, pa.street_name, pa.unit)), '') as "Address",
        o.owner_id::int8 as "OwnerAgentId", o.names as "OwnerName",
        coalesce(o.balance, 0)::int8 as "Balance", coalesce(o.previous, 0)::int as "PreviousOwnerCount"`,
      joins: sql`left join property_details pd on pd.agent_id = page.property_id
        ${propertyAddressJoin(sql`page.property_id`)}
        left join lateral (
          select min(a.id) filter (where a.agent_type_id = ${AgentTypeId.PrimaryOwner}) as owner_id,
                 string_agg(k.display_name, ' & ' order by a.id)
                   filter (where a.agent_type_id = ${AgentTypeId.PrimaryOwner}) as names,
                 sum((select coalesce(sum(b.balance_cents), 0) from owner_code_balances b
                       where b.owner_agent_id = a.id))
                   filter (where a.agent_type_id = ${AgentTypeId.PrimaryOwner}) as balance,
                 count(*) filter (where a.agent_type_id = ${AgentTypeId.PreviousOwner}) as previous
            from agents a left join contacts k on k.agent_id = a.id
           where a.parent_agent_id = page.property_id and not a.is_deleted) o on true`,
    }),
  );
  return {
    TotalCount: rows[0]?.total_count ?? 0,
    Properties: pageRows(rows).map(({ total_count: _t, ord: _o, ...r }) => r),
  };
}
