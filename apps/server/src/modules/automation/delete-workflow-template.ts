import { eq, workflowTemplates } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

type DeleteTemplate = typeof contract.automation.DeleteWorkflowTemplate;

/** WorkflowTemplate/DeleteWorkflowTemplate/{id}: workflows made from it are kept. */
export async function deleteWorkflowTemplate(
  ctx: RequestContext,
  { params }: InputOf<DeleteTemplate>,
): Promise<ResponseOf<DeleteTemplate>> {
  const removed = await ctx.tx
    .delete(workflowTemplates)
    .where(eq(workflowTemplates.id, params.id))
    .returning({ id: workflowTemplates.id });
  if (removed.length === 0) throw appError('WorkflowTemplateNotFound');
  return { success: true };
}
