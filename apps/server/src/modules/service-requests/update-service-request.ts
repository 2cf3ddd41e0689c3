import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { isServiceRequestOpen, WorkOrderMessages as M } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { checkServiceRequestFacts, requestParty } from './service-request-facts';
import { requireServiceRequest, rereadServiceRequestGraph } from './service-request-rows';

type Update = typeof contract.serviceRequests.Update;

/**
 * ServiceRequest/Update: an open (or in progress) request's place, source, received day,
 * description and assignee. Its item's party follows the place (its photos stay with it).
 */
export async function updateServiceRequest(
  ctx: RequestContext,
  { body }: InputOf<Update>,
): Promise<ResponseOf<Update>> {
  const request = await requireServiceRequest(ctx, body.TopsItemId, 'update');
  if (!isServiceRequestOpen(request.State)) throw badRequest(M.serviceRequestNotOpen);
  const community = request.CommunityAgentId;
  const place = await checkServiceRequestFacts(ctx, community, body);
  const party = requestParty(community, place, body.AmenityAgentId);
  await ctx.tx.execute(
    sql`with s as (update service_requests set property_agent_id = ${place.propertyAgentId},
                          owner_agent_id = ${place.ownerAgentId},
                          amenity_agent_id = ${body.AmenityAgentId},
                          job_location = ${place.jobLocation}, source_id = ${body.SourceId},
                          received_on = ${body.ReceivedDate},
                          assigned_user_id = ${body.AssignedUserId}, updated_at = now()
                    where item_id = ${body.TopsItemId}),
             p as (update item_agents set agent_id = ${party}
                    where item_id = ${body.TopsItemId} and not is_deleted)
        update items set description = ${body.Description}, event_date = ${body.ReceivedDate},
               updated_at = now()
         where id = ${body.TopsItemId}`,
  );
  return rereadServiceRequestGraph(ctx, body.TopsItemId);
}
