import { eq, sql, workflowTemplateDetails } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

type DeleteDetail = typeof contract.automation.DeleteWorkflowTemplateDetail;

/** WorkflowTemplate/DeleteWorkflowTemplateDetail/{id}: a saved job removed; the rest move up. */
export async function deleteWorkflowTemplateDetail(
  ctx: RequestContext,
  { params }: InputOf<DeleteDetail>,
): Promise<ResponseOf<DeleteDetail>> {
  const [removed] = await ctx.tx
    .delete(workflowTemplateDetails)
    .where(eq(workflowTemplateDetails.id, params.id))
    .returning({ templateId: workflowTemplateDetails.workflowTemplateId });
  if (!removed) throw appError('WorkflowTemplateJobNotFound');
  await ctx.tx.execute(
    sql`update workflow_template_details d set sequence = n.seq
          from (select id, row_number() over (order by sequence, id)::smallint as seq
                  from workflow_template_details
                 where workflow_template_id = ${removed.templateId}::bigint) n
         where d.id = n.id`,
  );
  return { success: true };
}
