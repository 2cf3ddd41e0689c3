import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import {
  selectActionProcesses,
  selectProcessCodes,
  usableLetterTemplates,
} from '../ccr-actions/index';
import { ArcProcessKind } from './arc-process-kind';

type Graph = typeof contract.arcActionProcesses.GetArcActionProcessGraph;

/**
 * ArcActionProcess/GetArcActionProcessGraph: the community's live ARC processes with their levels,
 * the ARC_Letter templates a level may send there, and its architectural codes with their process.
 */
export async function getArcActionProcessGraph(
  ctx: RequestContext,
  { query }: InputOf<Graph>,
): Promise<ResponseOf<Graph>> {
  requireClaim(ctx, 'community', 'read');
  const community = query.communityAgentId;
  await requireCommunity(ctx, community);
  return {
    ActionProcesses: await selectActionProcesses(
      ctx,
      sql`p.community_agent_id = ${community} and not p.is_deleted`,
      ArcProcessKind,
    ),
    LetterTemplates: await usableLetterTemplates(ctx, community, ArcProcessKind),
    ArcCodes: await selectProcessCodes(
      ctx,
      sql`k.community_agent_id = ${community}`,
      ArcProcessKind,
    ),
  };
}
