import { queryRows, sql } from '@hoa/db';
import type { ItemGraph } from '@hoa/contract';
import { statusLabel, txnTypeLabel } from '@hoa/domain';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

interface GraphRow {
  item: {
    id: number;
    txn_type_id: number;
    status_id: number;
    parent_item_id: number | null;
    community_agent_id: number;
    event_date: string;
    post_date: string | null;
    reference: string | null;
    description: string | null;
    created_at: string;
    updated_at: string;
    is_ocr_item: boolean;
    is_vendor_ally_item: boolean;
  };
  agents: ItemGraph['ItemAgents'];
  lines: ItemGraph['GlLines'];
}

/** An item with its item agents (deleted ones flagged), their live lines and its ledger lines. */
export async function itemGraph(ctx: RequestContext, itemId: number): Promise<ItemGraph> {
  const [row] = await queryRows<GraphRow>(
    ctx.tx,
    sql`select to_json(i) as item,
          coalesce((
            select json_agg(json_build_object(
              'TopsItemAgentId', ia.id, 'TopsAgentId', ia.agent_id,
              'AgentName', coalesce(c.display_name, ''), 'CheckNumber', ia.check_number,
              'IsDeleted', ia.is_deleted, 'IsDirectDebit', ia.is_direct_debit,
              'Details', coalesce((
                select json_agg(json_build_object(
                  'TopsItemAgentDetailId', d.id, 'TopsCodeId', d.code_id, 'CodeAlias', cd.code_alias,
                  'Amount', d.amount_cents, 'AccruedAmount', d.accrued_amount_cents,
                  'IsDebit', d.is_debit, 'AccountID', d.account_id,
                  'AccountNumber', ac.account_number, 'AccountName', ac.account_name) order by d.id)
                  from item_agent_details d
                  left join codes cd on cd.id = d.code_id
                  left join accounts ac on ac.id = d.account_id
                 where d.item_agent_id = ia.id and not d.is_deleted), '[]'::json)) order by ia.id)
              from item_agents ia left join contacts c on c.agent_id = ia.agent_id
             where ia.item_id = i.id), '[]'::json) as agents,
          coalesce((
            select json_agg(json_build_object(
              'GlLineId', g.id, 'PostDate', g.post_date, 'AccountId', g.account_id,
              'AccountNumber', a.account_number, 'AccountName', a.account_name,
              'CostCenterId', g.cost_center_id, 'Debit', g.debit_cents, 'Credit', g.credit_cents,
              'Description', g.description, 'TopsItemAgentDetailId', g.item_agent_detail_id)
              order by g.id)
              from gl_lines g join accounts a on a.id = g.account_id
             where g.item_id = i.id), '[]'::json) as lines
        from items i where i.id = ${itemId}::bigint`,
  );
  if (!row) throw notFound();
  const item = row.item;
  const num = (v: number | string | null) => (v === null ? null : Number(v));
  return {
    TopsItemId: Number(item.id),
    TopsTxnTypeId: item.txn_type_id,
    TxnTypeName: txnTypeLabel(item.txn_type_id),
    TopsStatusId: item.status_id,
    StatusName: statusLabel(item.status_id),
    TopsItemParentTxnId: num(item.parent_item_id),
    CommunityAgentId: Number(item.community_agent_id),
    EventDate: item.event_date,
    PostDate: item.post_date,
    Reference: item.reference,
    Description: item.description,
    DateCreated: item.created_at,
    DateUpdated: item.updated_at,
    IsOcrItem: item.is_ocr_item,
    IsVendorAllyItem: item.is_vendor_ally_item,
    ItemAgents: row.agents.map((a) => ({
      ...a,
      TopsItemAgentId: Number(a.TopsItemAgentId),
      TopsAgentId: Number(a.TopsAgentId),
      Details: a.Details.map((d) => ({
        ...d,
        TopsItemAgentDetailId: Number(d.TopsItemAgentDetailId),
        TopsCodeId: num(d.TopsCodeId),
        AccountID: num(d.AccountID),
        Amount: Number(d.Amount),
        AccruedAmount: Number(d.AccruedAmount),
      })),
    })),
    GlLines: row.lines.map((l) => ({
      ...l,
      GlLineId: Number(l.GlLineId),
      AccountId: Number(l.AccountId),
      CostCenterId: num(l.CostCenterId),
      Debit: Number(l.Debit),
      Credit: Number(l.Credit),
      TopsItemAgentDetailId: num(l.TopsItemAgentDetailId),
    })),
  };
}
