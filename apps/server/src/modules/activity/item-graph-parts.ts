import { sql, type SQL } from '@hoa/db';
import type { ItemAgentGraph, ItemHeader } from '@hoa/contract';
import { statusLabel, txnTypeLabel } from '@hoa/domain';

/** An items row as to_json(i) gives it. */
export interface ItemJson {
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
}

export function itemHeaderOf(item: ItemJson): ItemHeader {
  return {
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
  };
}

type Detail = ItemAgentGraph['Details'][number];

/**
 * The lines not removed of the item `itemId` (a column or value) per party, as a relation
 * (agent_id, item_agent_id, details: a JSON array in line order), read in one pass over the item's
 * lines (a run's arrays are unnested once, not per owner); with `agentId`, that party's alone. A
 * removed party's lines are shown under it; join it to item_parties by agent and item agent.
 */
export const itemLinesByParty = (itemId: SQL, agentId?: SQL) =>
  sql`(select d.agent_id, d.item_agent_id, json_agg(json_build_object(
          'TopsItemAgentDetailId', d.item_agent_detail_id, 'TopsCodeId', d.code_id,
          'CodeAlias', cd.code_alias, 'Amount', d.amount_cents,
          'AccruedAmount', d.accrued_amount_cents, 'IsDebit', d.is_debit,
          'AccountID', d.account_id, 'AccountNumber', ac.account_number,
          'AccountName', ac.account_name) order by d.item_agent_detail_id, d.code_id) as details
        from item_lines d
        left join codes cd on cd.id = d.code_id
        left join accounts ac on ac.id = d.account_id
       where d.item_id = ${itemId} and not d.is_deleted
         ${agentId === undefined ? sql`` : sql`and d.agent_id = ${agentId}`}
       group by d.agent_id, d.item_agent_id)`;

/** A line of itemAgentDetailsJson with its bigint and money fields as numbers. */
export function itemAgentDetailOf(d: Detail): Detail {
  const num = (v: number | null) => (v === null ? null : Number(v));
  return {
    ...d,
    TopsItemAgentDetailId: num(d.TopsItemAgentDetailId),
    TopsCodeId: num(d.TopsCodeId),
    AccountID: num(d.AccountID),
    Amount: Number(d.Amount),
    AccruedAmount: Number(d.AccruedAmount),
  };
}
