import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { eq, reportPackages } from '@hoa/db';
import type { RequestContext } from '../../http/request-context';
import { readPackage, requireReportClaims } from './package-rows';

type DeleteReportPackage = typeof contract.reportPackages.DeleteReportPackage;

/**
 * DELETE /api/ReportPackage/DeleteReportPackage/:id: the package, its items and its schedules
 * (they cascade). The caller needs what saving it needs: read access to each of its reports.
 */
export async function deleteReportPackage(
  ctx: RequestContext,
  input: InputOf<DeleteReportPackage>,
): Promise<ResponseOf<DeleteReportPackage>> {
  const found = await readPackage(ctx, input.params.id);
  requireReportClaims(ctx, found);
  await ctx.tx.delete(reportPackages).where(eq(reportPackages.id, found.ReportPackageId));
  return { success: true };
}
