import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { allowLongStatements, queryRows, sql } from '@hoa/db';
import { boardReportsAllowed, type BoardReportKey } from '@hoa/domain';
import type { ReportData } from '../../documents/index';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import type { OwnerContext } from '../owner-auth/index';
import {
  balanceSheetReport,
  budgetsVersusActualReport,
  cashFlowReport,
  incomeStatementReport,
  trialBalanceReport,
  type ReportBuilder,
} from '../reports/index';
import { asBoardUser } from './board-member';

type LedgerQuery = Parameters<typeof balanceSheetReport>[1];

/** Each board report is the back office's report builder, with its own default dates. */
const builders: Record<BoardReportKey, ReportBuilder<LedgerQuery>> = {
  BalanceSheet: balanceSheetReport,
  IncomeStatement: incomeStatementReport,
  BudgetsVersusActual: budgetsVersusActualReport,
  CashFlow: cashFlowReport,
  TrialBalance: trialBalanceReport,
};

async function allowedReports(ctx: OwnerContext) {
  const [row] = await queryRows<{ keys: string[] }>(
    ctx.tx,
    sql`select board_report_keys as keys from portal_company_settings
         where company_id = ${ctx.owner.companyId}`,
  );
  return boardReportsAllowed(row?.keys ?? []);
}

/** The reports the company lets its boards see (the financial statements always). */
export async function getBoardReports(
  ctx: OwnerContext,
): Promise<ResponseOf<typeof contract.portalBoard.GetBoardReports>> {
  await asBoardUser(ctx);
  const reports = await allowedReports(ctx);
  return { Reports: reports.map(({ Key, Name }) => ({ Key, Name })) };
}

type GetReport = typeof contract.portalBoard.GetBoardReport;

/**
 * One allowed report of the board member's community, built by the back office's report builder
 * as their board user: the company's allowance stands in for the report's claim.
 */
export async function getBoardReport(
  ctx: OwnerContext,
  { query }: InputOf<GetReport>,
): Promise<ResponseOf<GetReport>> {
  const board: RequestContext = await asBoardUser(ctx);
  const reports = await allowedReports(ctx);
  if (!reports.some((r) => r.Key === query.Key)) throw appError('BoardReportNotAllowed');
  await allowLongStatements(ctx.tx);
  const data: ReportData = await builders[query.Key](board, {
    communityAgentId: ctx.owner.communityAgentId,
  });
  const { title, subtitle, columns, rows, dateRange, footnotes, fileName } = data;
  return { title, subtitle, columns, rows, dateRange, footnotes, fileName };
}
