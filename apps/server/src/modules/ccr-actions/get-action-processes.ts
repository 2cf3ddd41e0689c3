import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { selectActionProcesses, usableLetterTemplates } from './action-process-rows';

type C = typeof contract.ccrActions;

const liveOfCommunity = (communityAgentId: number) =>
  sql`p.community_agent_id = ${communityAgentId} and not p.is_deleted`;

/** CcrAction/GetActionProcesses: the community's CCR processes with their level and code counts. */
export async function getActionProcesses(
  ctx: RequestContext,
  { query }: InputOf<C['GetActionProcesses']>,
): Promise<ResponseOf<C['GetActionProcesses']>> {
  requireClaim(ctx, 'ccrviolations', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const processes = await selectActionProcesses(ctx, liveOfCommunity(query.communityAgentId));
  return processes.map(({ TemplateLevels, ...process }) => ({
    ...process,
    LevelCount: TemplateLevels.length,
  }));
}

/**
 * CcrAction/GetActionProcessesGraph: the community's CCR processes with their levels, and the
 * CCR_Letter templates a level may send there.
 */
export async function getActionProcessesGraph(
  ctx: RequestContext,
  { query }: InputOf<C['GetActionProcessesGraph']>,
): Promise<ResponseOf<C['GetActionProcessesGraph']>> {
  requireClaim(ctx, 'ccrviolations', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  return {
    ActionProcesses: await selectActionProcesses(ctx, liveOfCommunity(query.communityAgentId)),
    LetterTemplates: await usableLetterTemplates(ctx, query.communityAgentId),
  };
}
