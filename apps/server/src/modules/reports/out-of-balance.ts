import { queryRows, sql } from '@hoa/db';
import { ReportMessages } from '@hoa/domain';
import type { ReportData } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { moneyColumn } from './report-columns';
import { reportScope, type ReportQuery } from './report-scope';

interface Problem {
  kind: string;
  subject: string;
  period: string | null;
  debit: string;
  credit: string;
}

/**
 * Two checks of the community's ledger: entries whose lines do not balance (the database refuses
 * them, so this must come back empty) and period balances that differ from the sum of their lines
 * (the trigger keeps them, so any row here is drift to investigate).
 */
export async function outOfBalanceReport(
  ctx: RequestContext,
  query: ReportQuery,
): Promise<ReportData> {
  const scope = await reportScope(ctx, query, 'none');
  const c = scope.communityAgentId;
  const problems = await queryRows<Problem>(
    ctx.tx,
    sql`with entries as (
          select 'Entry out of balance' as kind, 'Item #' || l.item_id as subject,
                 min(l.post_date)::text as period,
                 sum(l.debit_cents) as debit, sum(l.credit_cents) as credit
            from gl_lines l where l.community_agent_id = ${c}
           group by l.item_id having sum(l.debit_cents) <> sum(l.credit_cents)
        ), line_sums as (
          select l.account_id, coalesce(l.cost_center_id, 0) as cost_center_key, l.period_id,
                 sum(l.debit_cents) as debit, sum(l.credit_cents) as credit
            from gl_lines l where l.community_agent_id = ${c}
           group by 1, 2, 3
        ), balances as (
          select * from gl_period_balances where community_agent_id = ${c}
        ), drift as (
          select 'Period balance drift' as kind,
                 a.account_number || ' ' || a.account_name as subject, p.start_date::text as period,
                 coalesce(b.debit_cents, 0) - coalesce(s.debit, 0) as debit,
                 coalesce(b.credit_cents, 0) - coalesce(s.credit, 0) as credit
            from balances b
            full join line_sums s on s.account_id = b.account_id
             and s.cost_center_key = b.cost_center_key and s.period_id = b.period_id
            join accounts a on a.id = coalesce(b.account_id, s.account_id)
            join accounting_periods p on p.id = coalesce(b.period_id, s.period_id)
           where coalesce(b.debit_cents, 0) <> coalesce(s.debit, 0)
              or coalesce(b.credit_cents, 0) <> coalesce(s.credit, 0)
        )
        select kind, subject, period, debit::text, credit::text from entries
        union all
        select kind, subject, period, debit::text, credit::text from drift
        order by kind, period, subject`,
  );
  return {
    title: 'Out of Balance',
    subtitle: scope.subtitle,
    dateRange: scope.dateRange,
    columns: [
      { key: 'kind', title: 'Problem', kind: 'text', width: 2 },
      { key: 'subject', title: 'Entry or Account', kind: 'text', width: 3 },
      { key: 'period', title: 'Date or Period', kind: 'date', width: 1 },
      moneyColumn('debit', 'Debits (or Difference)'),
      moneyColumn('credit', 'Credits (or Difference)'),
    ],
    rows: problems.map((p) => ({
      cells: {
        kind: p.kind,
        subject: p.subject,
        period: p.period,
        debit: Number(p.debit),
        credit: Number(p.credit),
      },
    })),
    ...(problems.length === 0 ? { footnotes: [ReportMessages.noProblems] } : {}),
    fileName: `Out of Balance ${scope.fileTag}`,
  };
}
