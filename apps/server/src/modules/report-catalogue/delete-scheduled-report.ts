import { and, eq, scheduledReports } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

type DeleteScheduledReport = typeof contract.reportCatalogue.DeleteScheduledReport;

/** DELETE /api/Report/DeleteScheduledReport/:id: the caller's scheduled report removed; another's is not found. */
export async function deleteScheduledReport(
  ctx: RequestContext,
  input: InputOf<DeleteScheduledReport>,
): Promise<ResponseOf<DeleteScheduledReport>> {
  const removed = await ctx.tx
    .delete(scheduledReports)
    .where(
      and(eq(scheduledReports.id, input.params.id), eq(scheduledReports.userId, ctx.user.userId)),
    )
    .returning({ id: scheduledReports.id });
  if (removed.length === 0) throw notFound();
  return { success: true };
}
