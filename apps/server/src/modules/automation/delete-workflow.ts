import { eq, workflows } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireWorkflow } from './workflow-rows';

type DeleteWorkflow = typeof contract.automation.DeleteWorkflow;

/** Workflow/DeleteWorkflow/{id}: a workflow and its jobs deleted; their runs stay in history. */
export async function deleteWorkflow(
  ctx: RequestContext,
  { params }: InputOf<DeleteWorkflow>,
): Promise<ResponseOf<DeleteWorkflow>> {
  const workflow = await requireWorkflow(ctx, params.id);
  await ctx.tx.delete(workflows).where(eq(workflows.id, workflow.WorkflowId));
  return { success: true };
}
