import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { eq, reportPackages, sql } from '@hoa/db';
import { JobId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { readPackage, requireReportClaims } from './package-rows';

type DeleteReportPackage = typeof contract.reportPackages.DeleteReportPackage;

/**
 * DELETE /api/ReportPackage/DeleteReportPackage/:id: the package, its items (they cascade) and
 * its schedules (the package scheduler's job schedules of job 21 outside a workflow; a workflow's
 * job that names it stays, and fails until it is changed). The caller needs what saving it needs:
 * read access to each of its reports.
 */
export async function deleteReportPackage(
  ctx: RequestContext,
  input: InputOf<DeleteReportPackage>,
): Promise<ResponseOf<DeleteReportPackage>> {
  const found = await readPackage(ctx, input.params.id);
  requireReportClaims(ctx, found);
  await ctx.tx.execute(
    sql`delete from job_schedules
         where workflow_id is null and job_id = ${JobId.ReportPackages}
           and parameters #>> '{Parameters,ReportPackageId}' = ${String(found.ReportPackageId)}`,
  );
  await ctx.tx.delete(reportPackages).where(eq(reportPackages.id, found.ReportPackageId));
  return { success: true };
}
