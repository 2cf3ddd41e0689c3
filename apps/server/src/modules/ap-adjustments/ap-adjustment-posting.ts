import { sql } from '@hoa/db';
import type { LedgerLineQuery } from '../gl/index';

/** A stored AP adjustment (58) and what its lines need. */
export interface ApAdjustmentDocument {
  itemId: number;
  communityAgentId: number;
  adjustmentDate: string;
  /** The community's Accounts Payable account (required account type 4). */
  payableAccountId: number;
  /** What the adjustment adds to the invoice's total: + an increase, − a decrease. */
  signedCents: number;
}

/**
 * The ledger lines of an AP adjustment, on its date: each of its details on its own side (an
 * increase debits the lines' accounts), naming the detail, and Accounts Payable on the other side
 * with the total; all described 'AP adjustment'.
 */
export function apAdjustmentPosting(adjustment: ApAdjustmentDocument): LedgerLineQuery {
  const { itemId, communityAgentId, adjustmentDate, payableAccountId, signedCents } = adjustment;
  return {
    query: sql`select a.item_id, ${communityAgentId}::bigint as community_agent_id,
               ${adjustmentDate}::date as post_date, d.account_id, null::bigint as cost_center_id,
               case when d.is_debit then d.amount_cents else 0 end::bigint as debit_cents,
               case when d.is_debit then 0 else d.amount_cents end::bigint as credit_cents,
               'AP adjustment'::text as description, d.id as item_agent_detail_id
          from item_agents a join item_agent_details d on d.item_agent_id = a.id
         where a.item_id = ${itemId}::bigint
        union all
        select ${itemId}::bigint, ${communityAgentId}::bigint, ${adjustmentDate}::date,
               ${payableAccountId}::bigint, null::bigint,
               greatest(0 - ${signedCents}::bigint, 0), greatest(${signedCents}::bigint, 0),
               'AP adjustment'::text, null::bigint`,
  };
}
