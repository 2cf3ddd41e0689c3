import { formatDate } from '@hoa/domain';
import { queryRows, sql } from '@hoa/db';
import type { ReconciliationSummary } from '@hoa/contract';

import type { ReportData } from '../../documents/index';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadReconAccount } from './recon-account';
import { summarize } from './summary';

/**
 * The multi-bank reconciliation report (feature flag multiBankReconciliationReport): one summary
 * row per live bank account of a community as of a date, with the totals.
 */
export async function multiBankReportData(
  ctx: RequestContext,
  communityAgentId: number,
  asOfDate: string | null,
): Promise<ReportData> {
  requireClaim(ctx, 'bank', 'read');
  if (ctx.user.featureFlags.multiBankReconciliationReport !== true) {
    throw appError('BankReconMultiBankOff');
  }
  await requireCommunity(ctx, communityAgentId);
  const ids = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select id::int8 as id from bank_accounts
         where community_agent_id = ${communityAgentId}::bigint and not is_removed
           and gl_account_id is not null order by account_name, id`,
  );
  const summaries: ReconciliationSummary[] = [];
  for (const { id } of ids) {
    summaries.push(await summarize(ctx.tx, await loadReconAccount(ctx, id, 'read'), asOfDate));
  }
  const sum = (pick: (s: ReconciliationSummary) => number) =>
    summaries.reduce((total, s) => total + pick(s), 0);
  return {
    title: 'Multi-bank reconciliation',
    subtitle: [
      summaries[0]?.CommunityName ?? '',
      asOfDate ? `As of ${formatDate(asOfDate)}` : 'As of each account’s statement date',
    ],
    columns: [
      { key: 'account', title: 'Bank account', kind: 'text', width: 2.2 },
      { key: 'date', title: 'As of', kind: 'date', width: 1 },
      { key: 'statement', title: 'Statement', kind: 'money', width: 1.2 },
      { key: 'outstanding', title: 'Outstanding', kind: 'money', width: 1.2 },
      { key: 'transit', title: 'In transit', kind: 'money', width: 1.2 },
      { key: 'uncleared', title: 'Not in books', kind: 'money', width: 1.2 },
      { key: 'book', title: 'Book balance', kind: 'money', width: 1.2 },
      { key: 'difference', title: 'Difference', kind: 'money', width: 1.2 },
    ],
    rows: [
      ...summaries.map((s) => ({
        cells: {
          account: `${s.AccountName} (${s.AccountNumber})`,
          date: s.AsOfDate,
          statement: s.StatementBalance,
          outstanding: s.OutstandingChecks,
          transit: s.DepositsInTransit,
          uncleared: s.UnclearedBankTransactions,
          book: s.BookBalance,
          difference: s.Difference,
        },
      })),
      {
        style: 'total' as const,
        cells: {
          account: `${summaries.length} accounts`,
          date: null,
          statement: sum((s) => s.StatementBalance),
          outstanding: sum((s) => s.OutstandingChecks),
          transit: sum((s) => s.DepositsInTransit),
          uncleared: sum((s) => s.UnclearedBankTransactions),
          book: sum((s) => s.BookBalance),
          difference: sum((s) => s.Difference),
        },
      },
    ],
    orientation: 'landscape',
    fileName: `multi-bank-reconciliation-${communityAgentId}`,
  };
}
