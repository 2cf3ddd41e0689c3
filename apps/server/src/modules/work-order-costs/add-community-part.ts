import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { communityParts, queryRows, sql } from '@hoa/db';
import { WorkOrderMessages as M } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requirePartsCommunity, selectParts } from './community-part-rows';

type AddCommunityPart = typeof contract.workOrderCosts.AddCommunityPart;

/**
 * WorkOrder/AddCommunityPart: a part added to a community's list; its name is required and unique
 * among the list's parts not removed, whatever its case.
 */
export async function addCommunityPart(
  ctx: RequestContext,
  { body }: InputOf<AddCommunityPart>,
): Promise<ResponseOf<AddCommunityPart>> {
  requireClaim(ctx, 'workordermaintain', 'create');
  await requirePartsCommunity(ctx, body.agentId, body.agentTypeId);
  const { PartName, PartDescription } = body.part;
  if (PartName === '') throw badRequest(M.partNameRequired);
  // Two adds of one name to one community wait on each other here, then the second sees the first.
  await ctx.tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`community-parts:${body.agentId}`}, 0))`,
  );
  const [taken] = await queryRows(
    ctx.tx,
    sql`select 1 from community_parts
         where community_agent_id = ${body.agentId} and date_deleted is null
           and lower(part_name) = lower(${PartName})`,
  );
  if (taken) throw badRequest(M.partExists);
  const [part] = await ctx.tx
    .insert(communityParts)
    .values({
      companyId: ctx.user.companyId,
      communityAgentId: body.agentId,
      partName: PartName,
      partDescription: PartDescription,
    })
    .returning({ id: communityParts.id });
  const [added] = await selectParts(ctx, sql`p.id = ${part?.id ?? 0}`);
  if (!added) throw new Error('The part was not stored.');
  return added;
}
