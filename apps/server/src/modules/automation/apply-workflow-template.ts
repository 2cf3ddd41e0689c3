import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireCommunities } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { saveWorkflow } from './save-workflow';
import { requireTemplate } from './template-rows';
import { workflowRows } from './workflow-rows';

type ApplyTemplate = typeof contract.automation.ApplyWorkflowTemplate;

/**
 * WorkflowTemplate/ApplyWorkflowTemplate: a workflow made from the template in each community, all
 * in one transaction (all or none), each through SaveWorkflow (so each is checked as a user's
 * save is). The workflows start disabled; the user enables them.
 */
export async function applyWorkflowTemplate(
  ctx: RequestContext,
  { body }: InputOf<ApplyTemplate>,
): Promise<ResponseOf<ApplyTemplate>> {
  const communityIds = body.CommunityAgentIds;
  if (new Set(communityIds).size !== communityIds.length) {
    throw appError('CommunityAlreadyInList');
  }
  await requireCommunities(ctx, communityIds);
  const template = await requireTemplate(ctx, body.WorkflowTemplateId);
  const name = body.Name ?? template.Name;
  for (const communityAgentId of communityIds) {
    const workflow = await saveWorkflow(ctx, {
      query: undefined,
      params: undefined,
      body: {
        CommunityAgentId: communityAgentId,
        Name: name,
        Jobs: template.Details.map(({ WorkflowTemplateDetailId: _id, JobName: _n, ...job }) => ({
          ...job,
          Frequency: job.Frequency as 'O',
        })),
      },
    });
    await ctx.tx.execute(
      sql`update workflows set workflow_template_id = ${template.WorkflowTemplateId}::bigint
           where id = ${workflow.WorkflowId}::bigint`,
    );
  }
  return workflowRows(
    ctx,
    sql`w.workflow_template_id = ${template.WorkflowTemplateId}::bigint
        and w.community_agent_id = any(${idArray(communityIds)}) and lower(w.name) = lower(${name})`,
  );
}
