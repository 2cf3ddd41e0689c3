import { customReports, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { loadCustomReport } from './custom-report-rows';
import { requireDesigner } from './designer-access';

type Delete = typeof contract.customReports.DeleteCustomReport;

export async function deleteCustomReport(
  ctx: RequestContext,
  input: InputOf<Delete>,
): Promise<ResponseOf<Delete>> {
  requireDesigner(ctx, 'delete');
  const stored = await loadCustomReport(ctx, input.params.id);
  await ctx.tx.delete(customReports).where(eq(customReports.id, stored.CustomReportId));
  return { success: true };
}
