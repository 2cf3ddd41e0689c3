import { itemAgents, items, serviceRequests } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { StatusId, TxnTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { checkServiceRequestFacts, requestParty } from './service-request-facts';
import { rereadServiceRequestGraph } from './service-request-rows';

type Create = typeof contract.serviceRequests.Create;

/**
 * ServiceRequest/Create: a service request (item type 63, Open) of a community. Its item's party is
 * the owner, else the property (so their feeds show it), else the amenity, else the community; the
 * photos are uploaded to that party once the request exists.
 */
export async function createServiceRequest(
  ctx: RequestContext,
  { body }: InputOf<Create>,
): Promise<ResponseOf<Create>> {
  requireClaim(ctx, 'servicerequests', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  const place = await checkServiceRequestFacts(ctx, body.CommunityAgentId, body);
  const companyId = ctx.user.companyId;
  const [item] = await ctx.tx
    .insert(items)
    .values({
      companyId,
      communityAgentId: body.CommunityAgentId,
      txnTypeId: TxnTypeId.ServiceRequest,
      statusId: StatusId.Open,
      eventDate: body.ReceivedDate,
      description: body.Description,
      createdByUserId: ctx.user.userId,
    })
    .returning({ id: items.id });
  if (!item) throw new Error('The service request item was not stored');
  const agentId = requestParty(body.CommunityAgentId, place, body.AmenityAgentId);
  await ctx.tx.insert(itemAgents).values({ companyId, itemId: item.id, agentId });
  await ctx.tx.insert(serviceRequests).values({
    itemId: item.id,
    companyId,
    communityAgentId: body.CommunityAgentId,
    propertyAgentId: place.propertyAgentId,
    ownerAgentId: place.ownerAgentId,
    amenityAgentId: body.AmenityAgentId,
    jobLocation: place.jobLocation,
    sourceId: body.SourceId,
    receivedOn: body.ReceivedDate,
    assignedUserId: body.AssignedUserId,
  });
  return rereadServiceRequestGraph(ctx, item.id);
}
