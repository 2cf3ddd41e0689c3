import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { workflowRows } from './workflow-rows';

type GetWorkflows = typeof contract.automation.GetWorkflows;

/** Workflow/GetWorkflows: a community's workflows with their jobs (all the caller's without one). */
export async function getWorkflows(
  ctx: RequestContext,
  { query }: InputOf<GetWorkflows>,
): Promise<ResponseOf<GetWorkflows>> {
  if (query.communityAgentId === undefined) return workflowRows(ctx, sql`true`);
  await requireCommunity(ctx, query.communityAgentId);
  return workflowRows(ctx, sql`w.community_agent_id = ${query.communityAgentId}::bigint`);
}
