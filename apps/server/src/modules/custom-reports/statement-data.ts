import { queryRows, sql } from '@hoa/db';
import {
  CustomStatementNames,
  customBalanceSheet,
  customIncomeStatement,
  customReserveStatement,
  defaultGroups,
  statementColumns,
  type CustomReportDefinition,
  type CustomStatementKind,
  type StatementRow,
} from '@hoa/domain';
import type { ReportColumn, ReportData } from '../../documents/index';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import {
  accountActivity,
  accountColumns,
  balanceSheetFigures,
  budgetAndActualFigures,
  moneyColumn,
  percentColumn,
  reportScope,
  type ReportScope,
} from '../reports/index';

/** The dates a custom statement is asked for: as of a date, or a period. */
export interface StatementDates {
  asOfDate?: string | undefined;
  periodId?: number | undefined;
}

/** A financial definition: its statement is set (the schema refuses one without). */
export function financialStatement(definition: CustomReportDefinition): CustomStatementKind {
  if (definition.ReportType !== 2 || definition.Statement === null) {
    throw appError('CustomReportNotFinancial');
  }
  return definition.Statement;
}

/** The rows of one statement over one scope (a community, or one of its cost centers). */
async function statementRows(
  ctx: RequestContext,
  kind: CustomStatementKind,
  definition: CustomReportDefinition,
  scope: ReportScope,
): Promise<StatementRow[]> {
  const groups = definition.Groups.length > 0 ? definition.Groups : defaultGroups(kind);
  if (kind === 'BalanceSheet') {
    const { balances, netIncome } = await balanceSheetFigures(ctx, scope);
    return customBalanceSheet(balances, netIncome, groups).rows;
  }
  if (kind === 'IncomeStatement') {
    return customIncomeStatement(await budgetAndActualFigures(ctx, scope), groups).rows;
  }
  const { startDate, endDate } = scope.dates;
  const activity = await accountActivity(ctx.tx, scope, startDate, endDate);
  return customReserveStatement(
    activity.map((a) => ({ ...a, beginning: a.total - a.inRange, ending: a.total })),
    groups,
  ).rows;
}

const dateOption = {
  BalanceSheet: 'asOf',
  IncomeStatement: 'period',
  ReserveStatement: 'range',
} as const;

/** A heading row over a section of a statement (a community, a cost center). */
const heading = (name: string): StatementRow => ({
  cells: { number: null, name },
  style: 'section',
});

/**
 * One community's statement: with ByCostCenter, a section per cost center of the community, each
 * its own statement of that cost center's lines (and budgets).
 */
export async function communityStatement(
  ctx: RequestContext,
  definition: CustomReportDefinition,
  communityAgentId: number,
  dates: StatementDates,
): Promise<{ scope: ReportScope; rows: StatementRow[] }> {
  const kind = financialStatement(definition);
  const scope = await reportScope(ctx, { communityAgentId, ...dates }, dateOption[kind]);
  if (!definition.ByCostCenter) {
    return { scope, rows: await statementRows(ctx, kind, definition, scope) };
  }
  const centers = await queryRows<{ id: string | number; label: string }>(
    ctx.tx,
    sql`select id, cost_center_number || ' ' || cost_center_name as label from cost_centers
         where community_agent_id = ${communityAgentId}
         order by cost_center_number, id`,
  );
  const rows: StatementRow[] = [];
  for (const center of centers) {
    const own = { ...scope, costCenterId: Number(center.id) };
    rows.push(heading(`Cost center ${center.label}`));
    rows.push(...(await statementRows(ctx, kind, definition, own)));
  }
  return { scope, rows };
}

/** The statement's columns: account number and name, then those chosen. */
export function statementReportColumns(definition: CustomReportDefinition): ReportColumn[] {
  const kind = financialStatement(definition);
  return [
    ...accountColumns,
    ...statementColumns(kind, definition.Columns).map(({ key, title }) =>
      key === 'variancePercent' ? percentColumn(key, title) : moneyColumn(key, title),
    ),
  ];
}

/** A custom statement's report data around its rows. */
export function statementReport(
  name: string,
  definition: CustomReportDefinition,
  subtitle: string[],
  rows: StatementRow[],
  fileTag: string,
  dateRange: ReportScope['dateRange'] | undefined,
): ReportData {
  const kind = financialStatement(definition);
  const columns = statementReportColumns(definition);
  return {
    title: name,
    subtitle: [...subtitle, CustomStatementNames[kind]],
    ...(dateRange ? { dateRange } : {}),
    columns,
    rows,
    ...(columns.length > 6 ? { orientation: 'landscape' as const } : {}),
    fileName: `${name} ${fileTag}`,
  };
}
