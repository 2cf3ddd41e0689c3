import { enhancedReportDefinitions, eq, queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { appError, forbidden } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadDefinition, readableReport } from './definition-rows';

type Save = typeof contract.enhancedReports.SaveEnhancedReport;

/**
 * Saves a report definition (spec 3 §4 "Save report"): a new one, private unless IsPublic, or an
 * overwrite of one of the caller's own (EnhancedReportDefinitionID). A new one may not take the
 * name of another of the caller's reports of the same report: that one is overwritten instead.
 */
export async function saveEnhancedReport(
  ctx: RequestContext,
  input: InputOf<Save>,
): Promise<ResponseOf<Save>> {
  const body = input.body;
  readableReport(ctx, body.ReportName);
  const columns = {
    reportName: body.ReportName,
    name: body.Name,
    reportDefinition: body.ReportDefinition,
    isPublic: body.IsPublic,
  };
  const taken = await queryRows<{ id: string | number }>(
    ctx.tx,
    sql`select id from enhanced_report_definitions
         where owner_user_id = ${ctx.user.userId} and report_name = ${body.ReportName}
           and lower(name) = lower(${body.Name}) and deleted_at is null
           and id is distinct from ${body.EnhancedReportDefinitionID}`,
  );
  if (taken.length > 0) throw appError('EnhancedReportNameTaken', body.Name);
  if (body.EnhancedReportDefinitionID === null) {
    const [created] = await ctx.tx
      .insert(enhancedReportDefinitions)
      .values({ ...columns, companyId: ctx.user.companyId, ownerUserId: ctx.user.userId })
      .returning({ id: enhancedReportDefinitions.id });
    if (!created) throw new Error('Enhanced report insert returned no row');
    return loadDefinition(ctx, created.id);
  }
  const stored = await loadDefinition(ctx, body.EnhancedReportDefinitionID);
  if (!stored.IsOwner) throw forbidden();
  if (stored.ReportName !== body.ReportName) throw appError('EnhancedReportNotFound');
  await ctx.tx
    .update(enhancedReportDefinitions)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(enhancedReportDefinitions.id, stored.EnhancedReportDefinitionID));
  return loadDefinition(ctx, stored.EnhancedReportDefinitionID);
}
