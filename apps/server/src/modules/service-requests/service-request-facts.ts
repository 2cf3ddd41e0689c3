import { queryRows, sql } from '@hoa/db';
import {
  AgentTypeId,
  localDay,
  serviceRequestFactsError,
  WorkOrderMessages as M,
} from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requestPropertyOwner } from '../../sql/index';

export interface ServiceRequestFactsInput {
  PropertyAgentId: number | null;
  OwnerAgentId: number | null;
  AmenityAgentId: number | null;
  JobLocation: string | null;
  SourceId: number;
  ReceivedDate: string;
  Description: string;
  AssignedUserId: number | null;
}

/** Where a checked request is: its property and owner (either may stay null). */
export interface CheckedPlace {
  propertyAgentId: number | null;
  ownerAgentId: number | null;
  jobLocation: string | null;
}

/** The property of an owner given without one: the owner's live property in the community. */
async function propertyOfOwner(
  ctx: RequestContext,
  communityAgentId: number,
  ownerAgentId: number,
): Promise<number> {
  const [row] = await queryRows<{ property: string | number }>(
    ctx.tx,
    sql`select p.id as property from agents o join agents p on p.id = o.parent_agent_id
         where o.id = ${ownerAgentId} and not o.is_deleted
           and o.agent_type_id in (${AgentTypeId.PrimaryOwner}, ${AgentTypeId.Owner})
           and p.agent_type_id = ${AgentTypeId.Property} and not p.is_deleted
           and p.community_agent_id = ${communityAgentId}`,
  );
  if (!row) throw badRequest(M.ownerNotOfProperty);
  return Number(row.property);
}

/**
 * The facts of a service request of the community checked, each refusal a 400 with its reason:
 * the domain's rules (where, description, source, received day), the property of the community and
 * its owner (the one given, else its active primary owner), an owner given alone of a property of
 * the community, an amenity of the community and an assignee working on it.
 */
export async function checkServiceRequestFacts(
  ctx: RequestContext,
  communityAgentId: number,
  facts: ServiceRequestFactsInput,
): Promise<CheckedPlace> {
  const jobLocation = facts.JobLocation?.trim() || null;
  const error = serviceRequestFactsError(
    { ...facts, JobLocation: jobLocation },
    localDay(new Date()),
  );
  if (error !== null) throw badRequest(error);
  if (facts.AmenityAgentId !== null) {
    const [amenity] = await queryRows<{ id: string | number }>(
      ctx.tx,
      sql`select id from agents where id = ${facts.AmenityAgentId}
             and agent_type_id = ${AgentTypeId.Amenity}
             and community_agent_id = ${communityAgentId} and not is_deleted`,
    );
    if (!amenity) throw badRequest(M.amenityNotInCommunity);
  }
  if (facts.AssignedUserId !== null) {
    const [user] = await queryRows<{ id: string | number }>(
      ctx.tx,
      sql`select user_id as id from user_communities
           where user_id = ${facts.AssignedUserId} and community_agent_id = ${communityAgentId}`,
    );
    if (!user) throw badRequest(M.userNotOfCommunity);
  }
  const given = facts.OwnerAgentId;
  const propertyAgentId =
    facts.PropertyAgentId ??
    (given === null ? null : await propertyOfOwner(ctx, communityAgentId, given));
  if (propertyAgentId === null) return { propertyAgentId, ownerAgentId: null, jobLocation };
  const property = await requestPropertyOwner(ctx, communityAgentId, propertyAgentId, given);
  if (!property) throw badRequest(M.propertyNotInCommunity);
  if (given !== null && property.ownerAgentId === null) throw badRequest(M.ownerNotOfProperty);
  return { propertyAgentId, ownerAgentId: property.ownerAgentId, jobLocation };
}

/** The party of the request's item: the owner, else the property, else the amenity, else the community. */
export function requestParty(
  communityAgentId: number,
  place: CheckedPlace,
  amenityAgentId: number | null,
): number {
  return place.ownerAgentId ?? place.propertyAgentId ?? amenityAgentId ?? communityAgentId;
}
