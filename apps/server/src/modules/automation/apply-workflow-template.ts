import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { onClockOf } from '@hoa/domain';
import { requireCommunities } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { communityTimeZone } from './community-time-zone';
import { saveWorkflow } from './save-workflow';
import { requireTemplate } from './template-rows';
import { workflowRows } from './workflow-rows';

type ApplyTemplate = typeof contract.automation.ApplyWorkflowTemplate;

/**
 * WorkflowTemplate/ApplyWorkflowTemplate: a workflow made from the template in each community, all
 * in one transaction (all or none), each through SaveWorkflow (so each is checked as a user's
 * save is). The template's times are wall times (TemplateClock): each workflow's start and end are
 * that wall time on its community's clock. The workflows start disabled; the user enables them.
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
    const timeZone = await communityTimeZone(ctx.tx, communityAgentId);
    const onCommunityClock = (instant: string) =>
      onClockOf(new Date(instant), timeZone).toISOString();
    const workflow = await saveWorkflow(ctx, {
      query: undefined,
      params: undefined,
      body: {
        CommunityAgentId: communityAgentId,
        Name: name,
        Jobs: template.Details.map(({ WorkflowTemplateDetailId: _id, JobName: _n, ...job }) => ({
          ...job,
          Frequency: job.Frequency as 'O',
          StartDateTime: onCommunityClock(job.StartDateTime),
          EndDateTime: job.EndDateTime === null ? null : onCommunityClock(job.EndDateTime),
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
