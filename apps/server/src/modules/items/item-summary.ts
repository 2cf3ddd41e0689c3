import { queryRows, sql } from '@hoa/db';
import type { contract, ResponseOf } from '@hoa/contract';
import { statusLabel, StatusId, TxnTypeId, txnTypeLabel } from '@hoa/domain';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

type Summary = ResponseOf<typeof contract.items.GetItemSummary>;

/** An item's type, status, dates, amounts (its live debit lines) and counts; access checked by the caller. */
export async function itemSummary(ctx: RequestContext, itemId: number): Promise<Summary> {
  const [row] = await queryRows<{
    id: number;
    type: number;
    status: number;
    community: number;
    event_date: string;
    post_date: string | null;
    created: string;
    updated: string;
    amount: number;
    accrued: number;
    overridden: boolean;
    agents: number;
    deleted_agents: number;
    details: number;
    gl_lines: number;
    related: number;
    comments: number;
  }>(
    ctx.tx,
    sql`select i.id::int8 as id, i.txn_type_id::int as type, i.status_id::int as status,
               i.community_agent_id::int8 as community, i.event_date::text as event_date,
               i.post_date::text as post_date, i.created_at as created, i.updated_at as updated,
               coalesce(d.amount, 0)::int8 as amount, coalesce(d.accrued, 0)::int8 as accrued,
               coalesce(d.overridden, false) as overridden,
               (select count(*)::int from item_parties ia where ia.item_id = i.id and not ia.is_deleted) as agents,
               (select count(*)::int from item_parties ia where ia.item_id = i.id and ia.is_deleted) as deleted_agents,
               coalesce(d.details, 0)::int as details,
               (select count(*)::int from gl_lines g where g.item_id = i.id) as gl_lines,
               (select count(*)::int from items r where r.parent_item_id = i.id
                   and r.status_id <> ${StatusId.Deleted}::smallint
                   and r.txn_type_id not in (${TxnTypeId.Comment}::smallint, ${TxnTypeId.Task}::smallint)) as related,
               (select count(*)::int from items r where r.parent_item_id = i.id
                   and r.status_id <> ${StatusId.Deleted}::smallint
                   and r.txn_type_id = ${TxnTypeId.Comment}::smallint) as comments
          from items i
          left join lateral (
            select count(*) as details,
                   sum(x.amount_cents) filter (where x.is_debit) as amount,
                   sum(x.accrued_amount_cents) filter (where x.is_debit) as accrued,
                   bool_or(x.amount_cents <> x.accrued_amount_cents) as overridden
              from item_lines x where x.item_id = i.id and x.is_live) d on true
         where i.id = ${itemId}::bigint`,
  );
  if (!row) throw notFound();
  return {
    TopsItemId: row.id,
    TopsTxnTypeId: row.type,
    TxnTypeName: txnTypeLabel(row.type),
    TopsStatusId: row.status,
    StatusName: statusLabel(row.status),
    CommunityAgentId: row.community,
    EventDate: row.event_date,
    PostDate: row.post_date,
    DateCreated: new Date(row.created).toISOString(),
    DateUpdated: new Date(row.updated).toISOString(),
    Amount: row.amount,
    AccruedAmount: row.accrued,
    IsOverridden: row.overridden,
    ItemAgentCount: row.agents,
    DeletedItemAgentCount: row.deleted_agents,
    DetailCount: row.details,
    GlLineCount: row.gl_lines,
    RelatedItemCount: row.related,
    CommentCount: row.comments,
  };
}
