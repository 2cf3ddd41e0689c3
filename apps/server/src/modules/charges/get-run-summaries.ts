import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { batchRow, requireItem, runItems } from './run-items';

type GetBatchSummary = typeof contract.charges.GetBatchSummary;
type GetItemAgentSummary = typeof contract.charges.GetItemAgentSummary;
// The inputs by shape, so that the same functions serve the endpoints of every controller.
type BatchInput = Pick<InputOf<GetBatchSummary>, 'query'>;
type AgentsInput = Pick<InputOf<GetItemAgentSummary>, 'query'>;

/**
 * The review calls of charge runs, of any type (ApplyScheduledCharges) or of one type (under
 * ApplyLateFees, ApplyInterest and Collection: a run of another type is 404). The calls share
 * their contract shapes, so one implementation serves every controller.
 */
export function runSummaries(txnTypeId?: number) {
  return {
    getBatchSummary: (ctx: RequestContext, input: BatchInput) =>
      batchSummary(ctx, input, txnTypeId),
    getItemAgentSummary: (ctx: RequestContext, input: AgentsInput) =>
      itemAgentSummary(ctx, input, txnTypeId),
  };
}

/** The batch summary of a charge run: community, status, owners and totals. */
export const getBatchSummary = (ctx: RequestContext, input: BatchInput) => batchSummary(ctx, input);

/** The owners of a charge run, by account number, a page at a time, with their details. */
export const getItemAgentSummary = (ctx: RequestContext, input: AgentsInput) =>
  itemAgentSummary(ctx, input);

async function batchSummary(
  ctx: RequestContext,
  input: BatchInput,
  txnTypeId?: number,
): Promise<ResponseOf<GetBatchSummary>> {
  return batchRow(requireItem(await runItems(ctx, [input.query.itemId], 'read', { txnTypeId })));
}

interface AgentRow {
  item_agent_id: string | number | null;
  agent_id: string | number;
  owner_name: string | null;
  property_id: string | number | null;
  account_number: string | null;
  address: string | null;
  total: string | number;
  details: {
    id: number | null;
    code_id: number;
    alias: string;
    amount: number;
    accrued: number;
    is_debit: boolean;
    account_id: number | null;
  }[];
  total_count: number;
}

async function itemAgentSummary(
  ctx: RequestContext,
  input: AgentsInput,
  txnTypeId?: number,
): Promise<ResponseOf<GetItemAgentSummary>> {
  const { itemId, skip, take } = input.query;
  await runItems(ctx, [itemId], 'read', { totals: false, txnTypeId });
  return runOwnerLines(ctx, itemId, { skip, take });
}

/**
 * The owners of a run with their lines, by account number, a page at a time; with an agent, only
 * the lines of that owner or of the owners of that property. The caller has checked the run.
 */
export async function runOwnerLines(
  ctx: RequestContext,
  itemId: number,
  page: { skip: number; take: number; agentId?: number },
): Promise<ResponseOf<GetItemAgentSummary>> {
  const { skip, take, agentId } = page;
  // The page of owners first (a run's parties are read once, not per owner), then the page's
  // lines, by item and owner.
  const rows = await queryRows<AgentRow>(
    ctx.tx,
    sql`with page as materialized (
          select ia.item_agent_id, ia.agent_id, oc.display_name as owner_name,
                 o.parent_agent_id as property_id, pd.account_number, pc.display_name as address,
                 count(*) over ()::int as total_count
            from item_parties ia
            join agents o on o.id = ia.agent_id
            left join contacts oc on oc.agent_id = ia.agent_id
            left join property_details pd on pd.agent_id = o.parent_agent_id
            left join contacts pc on pc.agent_id = o.parent_agent_id
           where ia.item_id = ${itemId} and not ia.is_deleted
             ${agentId === undefined ? sql`` : sql`and (ia.agent_id = ${agentId}::bigint or o.parent_agent_id = ${agentId}::bigint)`}
           order by pd.account_number nulls last, ia.agent_id
           limit ${take} offset ${skip}),
        lines as (
          select d.agent_id,
                 sum(case when d.is_debit then d.amount_cents else -d.amount_cents end) as total,
                 json_agg(json_build_object('id', d.item_agent_detail_id, 'code_id', d.code_id,
                   'alias', k.code_alias, 'amount', d.amount_cents,
                   'accrued', d.accrued_amount_cents, 'is_debit', d.is_debit,
                   'account_id', d.account_id) order by k.code_alias, d.item_agent_detail_id) as details
            from item_lines d join codes k on k.id = d.code_id
           where d.item_id = ${itemId} and d.is_live and d.agent_id in (select agent_id from page)
           group by d.agent_id)
        select p.*, coalesce(l.total, 0) as total, coalesce(l.details, '[]'::json) as details
          from page p left join lines l on l.agent_id = p.agent_id
         order by p.account_number nulls last, p.agent_id`,
  );
  return {
    TotalCount:
      rows[0]?.total_count ?? (agentId === undefined ? await countAgents(ctx, itemId) : 0),
    Rows: rows.map((r) => ({
      TopsItemAgentId: r.item_agent_id === null ? null : Number(r.item_agent_id),
      TopsAgentId: Number(r.agent_id),
      OwnerName: r.owner_name ?? '',
      PropertyAgentId: r.property_id === null ? null : Number(r.property_id),
      AccountNumber: r.account_number,
      Address: r.address,
      Total: Number(r.total),
      Details: r.details.map((d) => ({
        TopsItemAgentDetailId: d.id === null ? null : Number(d.id),
        TopsCodeId: Number(d.code_id),
        CodeAlias: d.alias,
        Amount: Number(d.amount),
        AccruedAmount: Number(d.accrued),
        IsDebit: d.is_debit,
        AccountID: d.account_id === null ? null : Number(d.account_id),
      })),
    })),
  };
}

async function countAgents(ctx: RequestContext, itemId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    ctx.tx,
    sql`select count(*)::int as n from item_parties where item_id = ${itemId} and not is_deleted`,
  );
  return row?.n ?? 0;
}
