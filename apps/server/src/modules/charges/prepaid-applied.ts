import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { StatusId, TxnTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

type GetPrepaidLastAppliedDate = typeof contract.charges.GetPrepaidLastAppliedDate;
type IsAlreadyAppliedCode = typeof contract.charges.IsAlreadyAppliedCode;

// Prepaids runs (43) do not keep a code's LastApplied (not in LastAppliedTxnTypeIds: the codes' date
// belongs to the charge runs); what they applied is their posted items.

/** The post date of the community's latest posted prepaids run. */
export async function getPrepaidLastAppliedDate(
  ctx: RequestContext,
  input: InputOf<GetPrepaidLastAppliedDate>,
): Promise<ResponseOf<GetPrepaidLastAppliedDate>> {
  const { communityAgentId } = input.query;
  requireClaim(ctx, 'arapplyprepaid', 'read');
  await requireCommunity(ctx, communityAgentId);
  const [last] = await queryRows<{ id: string | number; post_date: string }>(
    ctx.tx,
    sql`select i.id, i.post_date::text from items i
         where i.community_agent_id = ${communityAgentId}
           and i.txn_type_id = ${TxnTypeId.Prepaids}::smallint
           and i.status_id = ${StatusId.Posted}::smallint
         order by i.post_date desc, i.id desc limit 1`,
  );
  return {
    CommunityAgentId: communityAgentId,
    LastAppliedDate: last?.post_date ?? null,
    TopsItemId: last ? Number(last.id) : null,
  };
}

/**
 * Whether a posted prepaids run of the community already applied credit to the code (a credit
 * line of it) in the period holding the post date: the community's accounting period holding the
 * date, or the date's calendar month when no period holds it.
 */
export async function isAlreadyAppliedCode(
  ctx: RequestContext,
  input: InputOf<IsAlreadyAppliedCode>,
): Promise<ResponseOf<IsAlreadyAppliedCode>> {
  const { communityAgentId, codeId, postDate } = input.query;
  requireClaim(ctx, 'arapplyprepaid', 'read');
  await requireCommunity(ctx, communityAgentId);
  const [row] = await queryRows<{
    code_found: boolean;
    start_date: string;
    end_date: string;
    item_id: string | number | null;
    post_date: string | null;
  }>(
    ctx.tx,
    sql`with period as (
          select coalesce(p.start_date, date_trunc('month', ${postDate}::date)::date) as s,
                 coalesce(p.end_date,
                   (date_trunc('month', ${postDate}::date) + interval '1 month - 1 day')::date) as e
            from (select 1) one
            left join (accounting_periods p join fiscal_years fy on fy.id = p.fiscal_year_id
                       and fy.community_agent_id = ${communityAgentId})
              on ${postDate}::date between p.start_date and p.end_date
           limit 1)
        select exists (select 1 from codes k where k.id = ${codeId}
                         and k.community_agent_id = ${communityAgentId}) as code_found,
               period.s::text as start_date, period.e::text as end_date,
               x.id as item_id, x.post_date::text as post_date
          from period
          left join lateral (
            select i.id, i.post_date from items i
             where i.community_agent_id = ${communityAgentId}
               and i.txn_type_id = ${TxnTypeId.Prepaids}::smallint
               and i.status_id = ${StatusId.Posted}::smallint
               and i.post_date between period.s and period.e
               and exists (select 1 from item_agents ia
                             join item_agent_details d on d.item_agent_id = ia.id
                              and not d.is_deleted and not d.is_debit and d.code_id = ${codeId}
                            where ia.item_id = i.id and not ia.is_deleted)
             order by i.post_date desc, i.id desc limit 1) x on true`,
  );
  if (!row?.code_found) throw notFound();
  return {
    IsAlreadyApplied: row.item_id !== null,
    PeriodStartDate: row.start_date,
    PeriodEndDate: row.end_date,
    TopsItemId: row.item_id === null ? null : Number(row.item_id),
    PostDate: row.post_date,
  };
}
