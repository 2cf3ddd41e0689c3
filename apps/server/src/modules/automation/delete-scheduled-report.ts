import { eq, jobSchedules } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireScheduledReport } from './scheduled-reports';

type DeleteScheduledReport = typeof contract.reportCatalogue.DeleteScheduledReport;

/**
 * DELETE /api/Report/DeleteScheduledReport/:id: the caller's scheduled report (its job schedule)
 * removed; another's is not found. Its runs stay in the history.
 */
export async function deleteScheduledReport(
  ctx: RequestContext,
  input: InputOf<DeleteScheduledReport>,
): Promise<ResponseOf<DeleteScheduledReport>> {
  const schedule = await requireScheduledReport(ctx, input.params.id);
  await ctx.tx.delete(jobSchedules).where(eq(jobSchedules.id, schedule.ScheduledReportId));
  return { success: true };
}
