import type { contract, InputOf } from '@hoa/contract';
import type { ReportData } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { loadCustomReport } from './custom-report-rows';
import { communityStatements, statementReport } from './statement-data';

type One = typeof contract.customReports.CustomFinancialStatement;

/** A custom financial statement of one community (balance sheet, income statement, reserves). */
export async function customFinancialStatement(
  ctx: RequestContext,
  body: InputOf<One>['body'],
): Promise<ReportData> {
  const report = await loadCustomReport(ctx, body.CustomReportId);
  const [statement] = await communityStatements(
    ctx,
    report.Definition,
    [body.communityAgentId],
    body,
  );
  if (!statement) throw new Error('a statement is answered for each community asked');
  const { scope, rows } = statement;
  return statementReport(
    report.Name,
    report.Definition,
    scope.subtitle,
    rows,
    scope.fileTag,
    scope.dateRange,
  );
}
