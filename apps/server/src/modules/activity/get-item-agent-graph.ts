import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ItemAgentGraph, ResponseOf } from '@hoa/contract';
import { claimForTxnType, statusLabel, txnTypeLabel } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

type GetGraph = typeof contract.activity.GetItemAgentGraph;

interface GraphRow {
  item_agent_id: number;
  agent_id: number;
  agent_name: string | null;
  check_number: string | null;
  is_direct_debit: boolean;
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
  details: ItemAgentGraph['Details'];
  parties: ItemAgentGraph['ItemAgents'];
}

/** The detail a feed row shows when expanded: its item, the item's parties and the lines. */
export async function getItemAgentGraph(
  ctx: RequestContext,
  input: InputOf<GetGraph>,
): Promise<ResponseOf<GetGraph>> {
  const [row] = await queryRows<GraphRow>(
    ctx.tx,
    sql`select ia.id as item_agent_id, ia.agent_id, c.display_name as agent_name,
          ia.check_number, ia.is_direct_debit, to_json(i) as item,
          coalesce((
            select json_agg(json_build_object(
              'TopsItemAgentDetailId', d.id, 'TopsCodeId', d.code_id, 'CodeAlias', cd.code_alias,
              'Amount', d.amount_cents, 'AccruedAmount', d.accrued_amount_cents,
              'IsDebit', d.is_debit, 'AccountID', d.account_id,
              'AccountNumber', ac.account_number, 'AccountName', ac.account_name) order by d.id)
            from item_agent_details d
            left join codes cd on cd.id = d.code_id
            left join accounts ac on ac.id = d.account_id
            where d.item_agent_id = ia.id and not d.is_deleted), '[]'::json) as details,
          coalesce((
            select json_agg(json_build_object(
              'TopsItemAgentId', x.id, 'TopsAgentId', x.agent_id,
              'AgentName', coalesce(xc.display_name, '')) order by x.id)
            from item_agents x left join contacts xc on xc.agent_id = x.agent_id
            where x.item_id = i.id and not x.is_deleted), '[]'::json) as parties
        from item_agents ia
        join items i on i.id = ia.item_id
        left join contacts c on c.agent_id = ia.agent_id
        where ia.id = ${input.query.itemAgentId}`,
  );
  if (!row) throw notFound();
  const item = row.item;
  await requireCommunity(ctx, Number(item.community_agent_id));
  const claim = claimForTxnType(item.txn_type_id);
  if (claim) requireClaim(ctx, claim, 'read');
  return {
    TopsItemAgentId: Number(row.item_agent_id),
    TopsItemId: Number(item.id),
    TopsAgentId: Number(row.agent_id),
    AgentName: row.agent_name ?? '',
    CheckNumber: row.check_number,
    IsDirectDebit: row.is_direct_debit,
    Item: {
      TopsItemId: Number(item.id),
      TopsTxnTypeId: item.txn_type_id,
      TxnTypeName: txnTypeLabel(item.txn_type_id),
      TopsStatusId: item.status_id,
      StatusName: statusLabel(item.status_id),
      TopsItemParentTxnId: item.parent_item_id === null ? null : Number(item.parent_item_id),
      CommunityAgentId: Number(item.community_agent_id),
      EventDate: item.event_date,
      PostDate: item.post_date,
      Reference: item.reference,
      Description: item.description,
      DateCreated: item.created_at,
      DateUpdated: item.updated_at,
      IsOcrItem: item.is_ocr_item,
      IsVendorAllyItem: item.is_vendor_ally_item,
    },
    Details: row.details.map((d) => ({
      ...d,
      Amount: Number(d.Amount),
      AccruedAmount: Number(d.AccruedAmount),
    })),
    ItemAgents: row.parties,
  };
}
