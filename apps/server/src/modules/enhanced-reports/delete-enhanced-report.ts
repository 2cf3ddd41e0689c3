import { enhancedReportDefinitions, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { forbidden } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadDefinition } from './definition-rows';

type Delete = typeof contract.enhancedReports.DeleteEnhancedReport;

/** The owner deletes a saved report; it is kept, marked deleted, for includeDeleted. */
export async function deleteEnhancedReport(
  ctx: RequestContext,
  input: InputOf<Delete>,
): Promise<ResponseOf<Delete>> {
  const stored = await loadDefinition(ctx, input.params.id);
  if (!stored.IsOwner) throw forbidden();
  await ctx.tx
    .update(enhancedReportDefinitions)
    .set({ deletedAt: new Date() })
    .where(eq(enhancedReportDefinitions.id, stored.EnhancedReportDefinitionID));
  return { success: true };
}
