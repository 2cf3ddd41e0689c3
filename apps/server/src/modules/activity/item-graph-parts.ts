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
 * The lines not removed of a party of an item (`party`: a relation alias of item_parties) as a
 * JSON array, in line order. A removed party's lines are shown under it.
 */
export const itemPartyLinesJson = (party: SQL) =>
  sql`coalesce((
        select json_agg(json_build_object(
          'TopsItemAgentDetailId', d.item_agent_detail_id, 'TopsCodeId', d.code_id,
          'CodeAlias', cd.code_alias, 'Amount', d.amount_cents,
          'AccruedAmount', d.accrued_amount_cents, 'IsDebit', d.is_debit,
          'AccountID', d.account_id, 'AccountNumber', ac.account_number,
          'AccountName', ac.account_name) order by d.item_agent_detail_id, d.code_id)
          from item_lines d
          left join codes cd on cd.id = d.code_id
          left join accounts ac on ac.id = d.account_id
         where d.item_id = ${party}.item_id and d.agent_id = ${party}.agent_id
           and not d.is_deleted), '[]'::json)`;

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
