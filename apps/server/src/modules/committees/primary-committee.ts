import { agents, and, eq, queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { loadCommittee } from './committee-access';

type HasPrimaryCommittee = typeof contract.committees.HasPrimaryCommittee;
type IsPrimaryCommittee = typeof contract.committees.IsPrimaryCommittee;

export async function hasPrimaryCommittee(
  ctx: RequestContext,
  input: InputOf<HasPrimaryCommittee>,
): Promise<ResponseOf<HasPrimaryCommittee>> {
  requireClaim(ctx, 'committees', 'read');
  const communityAgentId = input.query.communityAgentId;
  await requireCommunity(ctx, communityAgentId);
  const [row] = await queryRows<{ found: boolean }>(
    ctx.tx,
    sql`select exists (select 1 from agents where ${and(
      eq(agents.communityAgentId, communityAgentId),
      eq(agents.agentTypeId, AgentTypeId.Committee),
      eq(agents.isPrimaryCommittee, true),
      eq(agents.isDeleted, false),
    )}) as found`,
  );
  return row?.found ?? false;
}

export async function isPrimaryCommittee(
  ctx: RequestContext,
  input: InputOf<IsPrimaryCommittee>,
): Promise<ResponseOf<IsPrimaryCommittee>> {
  const committee = await loadCommittee(ctx, input.query.agentId, 'read', { allowDeleted: true });
  return committee.isPrimary && !committee.isDeleted;
}
