import { generalRequests, itemAgents, items } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { StatusId, TxnTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { rereadGeneralRequestGraph } from './general-request-rows';
import { checkRequestFacts } from './request-facts';

type Create = typeof contract.generalRequests.Create;

/**
 * GeneralRequest/Create: a general request (item type 96, Open) of a community, with its property
 * and owner where given (the owner is the item's party, so the owner's feed shows it).
 */
export async function createGeneralRequest(
  ctx: RequestContext,
  { body }: InputOf<Create>,
): Promise<ResponseOf<Create>> {
  requireClaim(ctx, 'servicerequests', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  const ownerAgentId = await checkRequestFacts(ctx, body.CommunityAgentId, body);
  const companyId = ctx.user.companyId;
  const [item] = await ctx.tx
    .insert(items)
    .values({
      companyId,
      communityAgentId: body.CommunityAgentId,
      txnTypeId: TxnTypeId.GeneralRequest,
      statusId: StatusId.Open,
      eventDate: body.ReceivedDate,
      description: body.Description,
      createdByUserId: ctx.user.userId,
    })
    .returning({ id: items.id });
  if (!item) throw new Error('The general request item was not stored');
  const party = ownerAgentId ?? body.PropertyAgentId;
  if (party !== null)
    await ctx.tx.insert(itemAgents).values({ companyId, itemId: item.id, agentId: party });
  await ctx.tx.insert(generalRequests).values({
    itemId: item.id,
    companyId,
    propertyAgentId: body.PropertyAgentId,
    ownerAgentId,
    codeId: body.TopsCodeId,
    sourceId: body.SourceId,
    subject: body.Subject,
    receivedOn: body.ReceivedDate,
    dueOn: body.DueDate,
    assignedUserId: body.AssignedUserId,
  });
  return rereadGeneralRequestGraph(ctx, item.id);
}
