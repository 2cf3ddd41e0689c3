import { queryRows, sql } from '@hoa/db';
import type { MergeHistoryLine } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';

type Id = string | number;

interface LineRow {
  id: Id;
  item_id: Id;
  txn_type_id: number;
  post_date: string;
  reference: string | null;
  description: string | null;
  debit_cents: Id;
  credit_cents: Id;
  cost_center_id: Id | null;
  is_open: boolean;
}

export interface MergeFilter {
  communityAgentId: number;
  accountId: number;
  startDate: string;
  endDate: string;
  /** Only these lines, when given. */
  lineIds?: readonly number[];
}

/**
 * The source account's ledger lines in the filter that a merge may still move: not moved before,
 * and not themselves lines of a merge transfer.
 */
export async function selectMergeableLines(
  ctx: RequestContext,
  filter: MergeFilter,
): Promise<MergeHistoryLine[]> {
  const only = filter.lineIds ? sql`and l.id = any(${idArray(filter.lineIds)})` : sql``;
  const rows = await queryRows<LineRow>(
    ctx.tx,
    sql`select l.id, l.item_id, i.txn_type_id, l.post_date::text as post_date, i.reference,
          coalesce(l.description, i.description) as description, l.debit_cents, l.credit_cents,
          l.cost_center_id, (p.is_open and not fy.is_closed) as is_open
        from gl_lines l
        join items i on i.id = l.item_id
        join accounting_periods p on p.id = l.period_id
        join fiscal_years fy on fy.id = l.fiscal_year_id
        where l.community_agent_id = ${filter.communityAgentId} and l.account_id = ${filter.accountId}
          and l.post_date between ${filter.startDate}::date and ${filter.endDate}::date ${only}
          and not exists (select 1 from merged_gl_lines m where m.source_line_id = l.id)
          and not exists (select 1 from merged_gl_lines m where m.merge_item_id = l.item_id)
        order by l.post_date, l.id`,
  );
  return rows.map((row) => ({
    GlLineId: Number(row.id),
    TopsItemId: Number(row.item_id),
    TopsTxnTypeId: row.txn_type_id,
    PostDate: row.post_date,
    Reference: row.reference,
    Description: row.description,
    DebitCents: Number(row.debit_cents),
    CreditCents: Number(row.credit_cents),
    CostCenterId: row.cost_center_id === null ? null : Number(row.cost_center_id),
    IsPeriodOpen: row.is_open,
  }));
}
