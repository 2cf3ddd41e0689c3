import { queryRows, sql } from '@hoa/db';
import type { ChargeBatchRow } from '@hoa/contract';
import { claimForTxnType, StatusId, TxnTypes, type AccessLevel } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, forbidden, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { chargeCalculator, requireRunFlag, type ChargeCalculator } from './calculators/index';
import { idArray } from '../../sql/index';

export interface RunItem extends ChargeBatchRow {
  calculator: ChargeCalculator;
}

interface BatchRow {
  id: string | number;
  community: string | number;
  community_name: string | null;
  txn_type_id: number;
  status_id: number;
  post_date: string;
  owners: number;
  total: string | number;
  accrued: string | number;
  credit_total: string | number;
  credit_accrued: string | number;
  edited: boolean;
}

/**
 * Charge-run items by id with their totals, checked: each exists for the caller (404), is a charge
 * run, the caller has `level` access to its type's claim and its community is on their list.
 * Without totals (a check before posting or paging), the owners and amounts are 0 and no detail
 * is read. With txnTypeId (the calls under a run type's own controller), a run of another type is
 * 404 with a message naming the type asked.
 */
export async function runItems(
  ctx: RequestContext,
  itemIds: readonly number[],
  level: AccessLevel,
  { totals = true, txnTypeId }: { totals?: boolean; txnTypeId?: number } = {},
): Promise<RunItem[]> {
  const amounts = totals
    ? sql`coalesce(t.owners, 0) as owners, coalesce(t.total, 0) as total,
          coalesce(t.accrued, 0) as accrued, coalesce(t.credit_total, 0) as credit_total,
          coalesce(t.credit_accrued, 0) as credit_accrued, coalesce(t.edited, false) as edited`
    : sql`0 as owners, 0 as total, 0 as accrued, 0 as credit_total, 0 as credit_accrued,
          false as edited`;
  const rows = await queryRows<BatchRow>(
    ctx.tx,
    sql`select i.id, i.community_agent_id as community, c.display_name as community_name,
               i.txn_type_id, i.status_id, coalesce(i.post_date, i.event_date)::text as post_date,
               ${amounts}
          from items i
          left join contacts c on c.agent_id = i.community_agent_id
          ${totals ? sql`left join (${itemTotals(itemIds)}) t on t.item_id = i.id` : sql``}
         where i.id = any(${idArray(itemIds)})
         order by i.id`,
  );
  if (rows.length !== new Set(itemIds).size) throw notFound();
  const items: RunItem[] = [];
  for (const row of rows) {
    const calculator = chargeCalculator(row.txn_type_id);
    const claim = claimForTxnType(row.txn_type_id);
    if (!calculator || !claim) throw notFound();
    if (txnTypeId !== undefined && row.txn_type_id !== txnTypeId) {
      throw notFound(notARunOf(txnTypeId, Number(row.id)));
    }
    requireClaim(ctx, claim, level);
    requireRunFlag(ctx, calculator);
    await requireCommunity(ctx, Number(row.community));
    items.push({
      calculator,
      TopsItemId: Number(row.id),
      CommunityAgentId: Number(row.community),
      CommunityName: row.community_name ?? '',
      TopsTxnTypeId: row.txn_type_id,
      TopsStatusId: row.status_id,
      PostDate: row.post_date,
      OwnersCount: row.owners,
      // A run of credits totals its credits, negative (what the owners' balances move by).
      TotalAmount: calculator.credits ? -Number(row.credit_total) : Number(row.total),
      AccruedAmount: calculator.credits ? -Number(row.credit_accrued) : Number(row.accrued),
      IsTransactionEdited: row.edited,
    });
  }
  return items;
}

// Ours: the spec names no text for this refusal.
export const notARunOf = (txnTypeId: number, itemId: number): string => {
  const name = TxnTypes.find((t) => t.TopsTxnTypeId === txnTypeId)?.TxnTypeName ?? 'charge';
  return `Item ${String(itemId)} is not a ${name.toLowerCase()} run (transaction type ${String(txnTypeId)}).`;
};

export const batchRow = ({ calculator: _c, ...row }: RunItem): ChargeBatchRow => row;

/** Refuses a run that is no longer accrued (posted or deleted). */
export function requireAccrued(items: readonly RunItem[]): void {
  if (items.some((item) => item.TopsStatusId !== StatusId.Accrued)) {
    throw appError('ChargeRunNotAccrued');
  }
}

export const requireItem = (items: readonly RunItem[]): RunItem => {
  const [item] = items;
  if (!item) throw forbidden();
  return item;
};

/**
 * Each item's owners with live details, its debit and credit totals as accrued and now, and
 * whether edited.
 */
const itemTotals = (itemIds: readonly number[]) =>
  sql`select a.item_id, count(*)::int as owners, sum(a.total) as total, sum(a.accrued) as accrued,
             sum(a.credit_total) as credit_total, sum(a.credit_accrued) as credit_accrued,
             bool_or(a.edited) as edited
        from (select d.item_id, sum(d.amount_cents) filter (where d.is_debit) as total,
                     sum(d.accrued_amount_cents) filter (where d.is_debit) as accrued,
                     sum(d.amount_cents) filter (where not d.is_debit) as credit_total,
                     sum(d.accrued_amount_cents) filter (where not d.is_debit) as credit_accrued,
                     bool_or(d.amount_cents <> d.accrued_amount_cents) as edited
                from item_lines d
               where d.item_id = any(${idArray(itemIds)}) and d.is_live
               group by d.item_id, d.agent_id) a
       group by a.item_id`;
