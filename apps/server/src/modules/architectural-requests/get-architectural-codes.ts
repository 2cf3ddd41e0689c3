import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { ArcProcessKind } from '../arc-action-processes/index';
import { selectProcessCodes } from '../ccr-actions/index';

type GetArchitecturalCodes = typeof contract.architecturalRequests.GetArchitecturalCodes;

/** ArchitecturalRequest/GetArchitecturalCodes: the community's architectural codes and processes. */
export async function getArchitecturalCodes(
  ctx: RequestContext,
  { query }: InputOf<GetArchitecturalCodes>,
): Promise<ResponseOf<GetArchitecturalCodes>> {
  requireClaim(ctx, 'servicerequests', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const codes = await selectProcessCodes(
    ctx,
    sql`k.community_agent_id = ${query.communityAgentId}`,
    ArcProcessKind,
  );
  return codes.map((code) => ({
    TopsCodeId: code.TopsCodeId,
    CodeAlias: code.CodeAlias,
    CodeName: code.CodeName,
    ActionProcessId: code.ActionProcessId,
    ActionProcessName: code.ActionProcessName,
  }));
}
