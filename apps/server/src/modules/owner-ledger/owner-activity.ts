import { queryRows, sql, type Tx } from '@hoa/db';
import type { OwnerActivity, OwnerActivityRow } from '@hoa/contract';
import { TxnTypes } from '@hoa/domain';
import { idArray } from '../../sql/index';
import { type LedgerOwners } from './ledger-owners';
import { liveOwnerLine } from './open-balance-sql';

export interface ActivityRange {
  startDate: string | null;
  endDate: string | null;
  /** Show removed transactions (their lines and reversals) too. */
  includeDeleted: boolean;
  /** Start the range from zero instead of the balance brought forward. */
  zeroBalanceForward?: boolean;
}

type Row = Omit<OwnerActivityRow, 'TxnTypeName'>;

/**
 * The owners' posted lines over a range in post-date order with the running balance after each,
 * from the balance brought forward (lines before the start). Removed transactions are left out
 * unless asked for: their lines and reversals cancel, so balances agree either way.
 */
export async function ownerActivity(
  ctx: { tx: Tx },
  owners: LedgerOwners,
  range: ActivityRange,
): Promise<OwnerActivity> {
  const ids = idArray(owners.ownerAgentIds);
  const [opening] = await queryRows<{ cents: number }>(
    ctx.tx,
    sql`select coalesce(sum(amount_cents), 0)::bigint as cents from ar_lines
         where owner_agent_id = any(${ids}) and post_date < ${range.startDate}::date`,
  );
  const brought = range.zeroBalanceForward ? 0 : Number(opening?.cents ?? 0);
  const live = range.includeDeleted ? sql`true` : liveOwnerLine;
  const rows = await queryRows<Row>(
    ctx.tx,
    sql`select a.item_id::int as "TopsItemId", ia.id::int as "TopsItemAgentId",
               a.txn_type_id::int as "TopsTxnTypeId", i.status_id::int as "TopsStatusId",
               a.post_date::text as "PostDate", i.reference as "Reference",
               coalesce(a.description, i.description) as "Description", c.code_alias as "CodeAlias",
               a.amount_cents::bigint as "Amount",
               (${brought}::bigint + sum(a.amount_cents) over (order by a.post_date, a.item_id, a.id))::bigint
                 as "Balance"
          from ar_lines a
          join items i on i.id = a.item_id
          join codes c on c.id = a.code_id
          left join item_agent_details d on d.id = a.item_agent_detail_id
          left join item_agents ia on ia.id = d.item_agent_id
         where a.owner_agent_id = any(${ids})
           and (${range.startDate}::date is null or a.post_date >= ${range.startDate}::date)
           and (${range.endDate}::date is null or a.post_date <= ${range.endDate}::date)
           and ${live}
         order by a.post_date, a.item_id, a.id`,
  );
  const typed = rows.map((r) => ({
    ...r,
    Amount: Number(r.Amount),
    Balance: Number(r.Balance),
    TxnTypeName: txnTypeName(r.TopsTxnTypeId),
  }));
  return {
    OwnerAgentId: owners.ownerAgentIds[0] ?? owners.agentId,
    OwnerName: owners.name,
    PropertyAgentId: owners.propertyAgentId,
    CommunityAgentId: owners.communityAgentId,
    StartDate: range.startDate,
    EndDate: range.endDate,
    OpeningBalance: brought,
    Rows: typed,
    ClosingBalance: brought + typed.reduce((sum, r) => sum + r.Amount, 0),
  };
}

export function txnTypeName(txnTypeId: number): string {
  return TxnTypes.find((t) => t.TopsTxnTypeId === txnTypeId)?.TxnTypeName ?? `Type ${txnTypeId}`;
}
