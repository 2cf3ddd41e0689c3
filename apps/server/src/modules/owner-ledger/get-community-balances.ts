import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { CodeTypeId, localDay } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { requireOwnerLedger } from './community-access';

type Breakdown = typeof contract.ownerLedger.GetOwnerBalanceKpiChargeBreakdown;
type Top = typeof contract.ownerLedger.GetTopOwnerBalances;
type Monthly = typeof contract.ownerLedger.GetArMonthlyActivity;

/** The owner balance KPI: what a community's owners owe now, per charge code (prepaid apart). */
export async function getChargeBreakdown(
  ctx: RequestContext,
  input: InputOf<Breakdown>,
): Promise<ResponseOf<Breakdown>> {
  const { communityAgentId } = input.query;
  await requireOwnerLedger(ctx, communityAgentId);
  const rows = await queryRows<ResponseOf<Breakdown>['Codes'][number]>(
    ctx.tx,
    sql`select c.id::int as "TopsCodeId", c.code_alias as "CodeAlias", c.code_name as "CodeName",
               c.code_type_id::int as "TopsCodeTypeId", sum(b.balance_cents)::bigint as "Balance",
               count(*) filter (where b.balance_cents > 0)::int as "Owners"
          from owner_code_balances b join codes c on c.id = b.code_id
         where b.community_agent_id = ${communityAgentId}::bigint
           and c.code_type_id <> ${CodeTypeId.PrePaid}::smallint
         group by c.id having sum(b.balance_cents) <> 0
         order by c.code_alias`,
  );
  const codes = rows.map((r) => ({ ...r, Balance: Number(r.Balance) }));
  return {
    CommunityAgentId: communityAgentId,
    TotalBalance: codes.reduce((sum, r) => sum + r.Balance, 0),
    Codes: codes,
  };
}

/** The owners who owe the most now (prepaid credits left out). */
export async function getTopOwnerBalances(
  ctx: RequestContext,
  input: InputOf<Top>,
): Promise<ResponseOf<Top>> {
  const { communityAgentId, take } = input.query;
  await requireOwnerLedger(ctx, communityAgentId);
  const rows = await queryRows<ResponseOf<Top>[number]>(
    ctx.tx,
    sql`select b.owner_agent_id::int as "OwnerAgentId", coalesce(k.display_name, '') as "OwnerName",
               o.parent_agent_id::int as "PropertyAgentId", pd.account_number as "AccountNumber",
               b.balance::bigint as "Balance"
          from (select owner_agent_id, sum(balance_cents) as balance
                  from owner_code_balances b join codes c on c.id = b.code_id
                 where b.community_agent_id = ${communityAgentId}::bigint
                   and c.code_type_id <> ${CodeTypeId.PrePaid}::smallint
                 group by owner_agent_id having sum(balance_cents) > 0
                 order by sum(balance_cents) desc, owner_agent_id limit ${take}) b
          join agents o on o.id = b.owner_agent_id
          left join contacts k on k.agent_id = b.owner_agent_id
          left join property_details pd on pd.agent_id = o.parent_agent_id
         order by b.balance desc, b.owner_agent_id`,
  );
  return rows.map((r) => ({ ...r, Balance: Number(r.Balance) }));
}

/**
 * Charges and credits posted to a community's owners per calendar month, the last `months`
 * months up to the end date (today by default); months without lines are zero.
 */
export async function getArMonthlyActivity(
  ctx: RequestContext,
  input: InputOf<Monthly>,
): Promise<ResponseOf<Monthly>> {
  const { communityAgentId, months } = input.query;
  await requireOwnerLedger(ctx, communityAgentId);
  const end = input.query.endDate ?? localDay(new Date());
  const rows = await queryRows<{ Month: string; Charges: string; Credits: string }>(
    ctx.tx,
    sql`with m as (
          select generate_series(date_trunc('month', ${end}::date) - make_interval(months => ${months - 1}),
                                 date_trunc('month', ${end}::date), interval '1 month')::date as start
        ), l as (
          select date_trunc('month', post_date)::date as start, sum(amt) filter (where amt > 0) as charges,
                 -sum(amt) filter (where amt < 0) as credits
            from (select post_date, sum(amount_cents) as amt from ar_lines
                   where community_agent_id = ${communityAgentId}::bigint
                     and post_date >= date_trunc('month', ${end}::date) - make_interval(months => ${months - 1})
                     and post_date <= ${end}::date
                   group by item_id, item_agent_detail_id, post_date
                  having sum(amount_cents) <> 0) x
           group by 1
        )
        select to_char(m.start, 'YYYY-MM') as "Month", coalesce(l.charges, 0) as "Charges",
               coalesce(l.credits, 0) as "Credits"
          from m left join l on l.start = m.start order by m.start`,
  );
  return rows.map((r) => ({
    Month: r.Month,
    Charges: Number(r.Charges),
    Credits: Number(r.Credits),
  }));
}
