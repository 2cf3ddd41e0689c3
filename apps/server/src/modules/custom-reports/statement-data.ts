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
import { idArray } from '../../sql/index';
import {
  accountActivities,
  accountColumns,
  balanceSheetAsk,
  balanceSheetOf,
  budgetAndActualAsk,
  budgetAndActualOf,
  moneyColumn,
  percentColumn,
  reportScopes,
  type AccountActivity,
  type ActivityAsk,
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

/** The ledger reading of one statement over one scope (a community, or one of its cost centers). */
function statementAsk(kind: CustomStatementKind, scope: ReportScope): ActivityAsk {
  if (kind === 'BalanceSheet') return balanceSheetAsk(scope);
  if (kind === 'IncomeStatement') return budgetAndActualAsk(scope);
  return { scope, from: scope.dates.startDate, to: scope.dates.endDate };
}

/** The rows of one statement over one scope, of statementAsk's reading of its ledger. */
async function statementRows(
  ctx: RequestContext,
  kind: CustomStatementKind,
  definition: CustomReportDefinition,
  scope: ReportScope,
  activity: readonly AccountActivity[],
): Promise<StatementRow[]> {
  const groups = definition.Groups.length > 0 ? definition.Groups : defaultGroups(kind);
  if (kind === 'BalanceSheet') {
    const { balances, netIncome } = balanceSheetOf(activity);
    return customBalanceSheet(balances, netIncome, groups).rows;
  }
  if (kind === 'IncomeStatement') {
    return customIncomeStatement(await budgetAndActualOf(ctx, scope, activity), groups).rows;
  }
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

/** A part of a community's statement: its scope, under a heading (a cost center) or none. */
interface Section {
  scope: ReportScope;
  heading: string | null;
}

/** Each community's cost centers by number, a section each (of all communities in one query). */
async function costCenterSections(
  ctx: RequestContext,
  scopes: readonly ReportScope[],
): Promise<Section[][]> {
  const centers = await queryRows<{
    community: string | number;
    id: string | number;
    label: string;
  }>(
    ctx.tx,
    sql`select community_agent_id as community, id,
               cost_center_number || ' ' || cost_center_name as label
          from cost_centers
         where community_agent_id = any(${idArray(scopes.map((s) => s.communityAgentId))})
         order by cost_center_number, id`,
  );
  return scopes.map((scope) =>
    centers
      .filter((c) => Number(c.community) === scope.communityAgentId)
      .map((c) => ({
        scope: { ...scope, costCenterId: Number(c.id) },
        heading: `Cost center ${c.label}`,
      })),
  );
}

/**
 * Each community's statement, in the order asked: with ByCostCenter, a section per cost center of
 * the community, each its own statement of that cost center's lines (and budgets). However many
 * communities, their scopes are read in one query, their cost centers in one and every section's
 * ledger in one more.
 */
export async function communityStatements(
  ctx: RequestContext,
  definition: CustomReportDefinition,
  communityAgentIds: readonly number[],
  dates: StatementDates,
): Promise<{ scope: ReportScope; rows: StatementRow[] }[]> {
  const kind = financialStatement(definition);
  const queries = communityAgentIds.map((communityAgentId) => ({ communityAgentId, ...dates }));
  const scopes = await reportScopes(ctx, queries, dateOption[kind]);
  const sections: Section[][] = definition.ByCostCenter
    ? await costCenterSections(ctx, scopes)
    : scopes.map((scope) => [{ scope, heading: null }]);
  const asks = sections.flat().map((section) => statementAsk(kind, section.scope));
  const activities = await accountActivities(ctx.tx, asks);
  let read = 0;
  const statements: { scope: ReportScope; rows: StatementRow[] }[] = [];
  for (const [i, scope] of scopes.entries()) {
    const rows: StatementRow[] = [];
    for (const section of sections[i] ?? []) {
      if (section.heading !== null) rows.push(heading(section.heading));
      const activity = activities[read++] ?? [];
      rows.push(...(await statementRows(ctx, kind, definition, section.scope, activity)));
    }
    statements.push({ scope, rows });
  }
  return statements;
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
