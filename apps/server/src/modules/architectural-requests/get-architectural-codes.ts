import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { CompanyWork, RequestContext } from '../../http/request-context';
import { ArcProcessKind } from '../arc-action-processes/index';
import { selectProcessCodes } from '../ccr-actions/index';

type GetArchitecturalCodes = typeof contract.architecturalRequests.GetArchitecturalCodes;

/** The community's architectural codes (type 20) with the ARC process each follows, by alias. */
export async function architecturalCodesOf(
  work: CompanyWork,
  communityAgentId: number,
): Promise<ResponseOf<GetArchitecturalCodes>> {
  const codes = await selectProcessCodes(
    work,
    sql`k.community_agent_id = ${communityAgentId}`,
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

/** ArchitecturalRequest/GetArchitecturalCodes: the community's architectural codes and processes. */
export async function getArchitecturalCodes(
  ctx: RequestContext,
  { query }: InputOf<GetArchitecturalCodes>,
): Promise<ResponseOf<GetArchitecturalCodes>> {
  requireClaim(ctx, 'servicerequests', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  return architecturalCodesOf(ctx, query.communityAgentId);
}
