import { queryRows, sql, type SQL } from '@hoa/db';
import type { WorkflowJson } from '@hoa/contract';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { inUserCommunities } from '../../sql/index';
import { jobScheduleRows } from './job-schedule-rows';

/** Workflows of the caller's communities matching `where` (table alias w), with their jobs. */
export async function workflowRows(ctx: RequestContext, where: SQL): Promise<WorkflowJson[]> {
  const workflows = await queryRows<Omit<WorkflowJson, 'Jobs'>>(
    ctx.tx,
    sql`select w.id::int8 as "WorkflowId", w.community_agent_id::int8 as "CommunityAgentId",
               coalesce(c.display_name, '') as "CommunityName", w.name as "Name",
               w.workflow_template_id::int8 as "WorkflowTemplateId"
          from workflows w
          left join contacts c on c.agent_id = w.community_agent_id
         where ${inUserCommunities(ctx, sql`w.community_agent_id`)} and ${where}
         order by lower(coalesce(c.display_name, '')), lower(w.name), w.id`,
  );
  if (workflows.length === 0) return [];
  const ids = `{${workflows.map((w) => w.WorkflowId).join(',')}}`;
  const { rows } = await jobScheduleRows(ctx, sql`s.workflow_id = any(${ids}::bigint[])`);
  return workflows.map((w) => ({ ...w, Jobs: rows.filter((j) => j.WorkflowId === w.WorkflowId) }));
}

export async function requireWorkflow(
  ctx: RequestContext,
  workflowId: number,
): Promise<WorkflowJson> {
  const [workflow] = await workflowRows(ctx, sql`w.id = ${workflowId}::bigint`);
  if (!workflow) throw appError('WorkflowNotFound');
  return workflow;
}
