import { customReports, eq, queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadCustomReport } from './custom-report-rows';
import { requireDesigner } from './designer-access';

type Save = typeof contract.customReports.SaveCustomReport;

/** The designer saves a custom report: a new one, or (CustomReportId) over one of the company's. */
export async function saveCustomReport(
  ctx: RequestContext,
  input: InputOf<Save>,
): Promise<ResponseOf<Save>> {
  const b = input.body;
  requireDesigner(ctx, b.CustomReportId === null ? 'create' : 'update');
  const taken = await queryRows<{ id: string | number }>(
    ctx.tx,
    sql`select id from custom_reports
         where lower(name) = lower(${b.Name}) and id is distinct from ${b.CustomReportId}`,
  );
  if (taken.length > 0) throw appError('CustomReportNameTaken', b.Name);
  const values = { name: b.Name, reportType: b.Definition.ReportType, definition: b.Definition };
  if (b.CustomReportId === null) {
    const [created] = await ctx.tx
      .insert(customReports)
      .values({ ...values, companyId: ctx.user.companyId, createdByUserId: ctx.user.userId })
      .returning({ id: customReports.id });
    if (!created) throw new Error('Custom report insert returned no row');
    return loadCustomReport(ctx, created.id);
  }
  const stored = await loadCustomReport(ctx, b.CustomReportId);
  await ctx.tx
    .update(customReports)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(customReports.id, stored.CustomReportId));
  return loadCustomReport(ctx, stored.CustomReportId);
}
