import { generalRequests, itemAgents } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { TxnTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { insertRequestItem } from '../../sql/index';
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
  const itemId = await insertRequestItem(ctx, TxnTypeId.GeneralRequest, body);
  const party = ownerAgentId ?? body.PropertyAgentId;
  if (party !== null) await ctx.tx.insert(itemAgents).values({ companyId, itemId, agentId: party });
  await ctx.tx.insert(generalRequests).values({
    itemId,
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
  return rereadGeneralRequestGraph(ctx, itemId);
}
