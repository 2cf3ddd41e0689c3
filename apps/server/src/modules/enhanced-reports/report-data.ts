import type { contract, InputOf } from '@hoa/contract';
import { applyReportDefinition, type ReportDefinition } from '@hoa/domain';
import type { z } from 'zod';
import { appError } from '../../http/errors';
import type { CallerCall } from '../../http/bind';
import type { RequestContext } from '../../http/request-context';
import { reportBuilders } from '../report-catalogue/index';
import { buildReportData, sendReport } from '../reports/index';
import type { ReportData } from '../../documents/index';
import { loadDefinition, readableReport } from './definition-rows';

type ReportDataCall = typeof contract.enhancedReports.ReportData;

/**
 * POST /api/EnhancedReport/ReportData: a report run by its own route's builder (the same checks:
 * its claim, its community) with the parameters its call takes, then the definition applied to
 * its rows; the rows as JSON, or the file from the report renderer with `format`.
 */
export async function enhancedReportData(call: CallerCall<ReportDataCall>) {
  const body = call.input.body;
  const data = await call.read((ctx) => definedReport(ctx, body));
  return sendReport(call, data, body);
}

async function definedReport(
  ctx: RequestContext,
  body: InputOf<ReportDataCall>['body'],
): Promise<ReportData> {
  const saved = body.EnhancedReportDefinitionID
    ? await loadDefinition(ctx, body.EnhancedReportDefinitionID)
    : null;
  const reportName = saved?.ReportName ?? (body.ReportName as string);
  const definition = saved?.ReportDefinition ?? (body.ReportDefinition as ReportDefinition);
  const report = readableReport(ctx, reportName);
  // The parameters as the report's own call takes them; the format is the body's.
  const parameters = { ...body.Parameters };
  delete parameters.format;
  const parsed = report.schema.safeParse(parameters);
  if (!parsed.success) throw appError('ReportParametersInvalid', issuesText(parsed.error));
  const input = parsed.data as { communityAgentId?: number };
  const data = await buildReportData(
    ctx,
    report.claim,
    report.IsGlobal ? null : (input.communityAgentId ?? null),
    reportBuilders[report.Name] as (ctx: RequestContext, input: unknown) => Promise<ReportData>,
    input,
  );
  const name = saved?.Name ?? data.title;
  const applied = applyReportDefinition(data, definition, name);
  if (!applied.ok) throw appError('ReportDefinitionInvalid', applied.error);
  return { ...applied.report, fileName: `${name} ${data.fileName}` };
}

/** 'startDate: Invalid date' for each problem of the parameters. */
function issuesText(error: z.ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join(' ');
}
