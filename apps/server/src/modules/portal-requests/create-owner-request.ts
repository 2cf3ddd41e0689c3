import { generalRequests, itemAgents, items, queryRows, serviceRequests, sql } from '@hoa/db';
import type { contract, InputOf } from '@hoa/contract';
import {
  GeneralRequestSourceId,
  generalRequestFactsError,
  localDay,
  portalRequestProblem,
  serviceRequestFactsError,
  StatusId,
  TxnTypeId,
} from '@hoa/domain';
import { badRequest } from '../../http/errors';
import { recordOwnerArchitecturalRequest } from '../architectural-requests/index';
import { requireOwnerProperty, type OwnerContext } from '../owner-auth/index';
import { serviceRequestText } from './owner-items';

type Send = typeof contract.portalRequests.SendRequest;

/** Everything an owner sends from the portal comes by the Portal source. */
const PortalSourceId = GeneralRequestSourceId.Portal;

/** Where the request is: the owner's property, its community, and the owner where it is theirs. */
async function requestPlace(ctx: OwnerContext, propertyAgentId: number) {
  requireOwnerProperty(ctx, propertyAgentId);
  const [row] = await queryRows<{ community: string | number; own: boolean }>(
    ctx.tx,
    sql`select p.community_agent_id as community,
               exists (select 1 from agents o where o.id = ${ctx.owner.ownerAgentId}
                          and o.parent_agent_id = p.id) as own
          from agents p where p.id = ${propertyAgentId}`,
  );
  if (!row) throw new Error(`Property ${String(propertyAgentId)} not found`);
  return {
    communityAgentId: Number(row.community),
    ownerAgentId: row.own ? ctx.owner.ownerAgentId : null,
  };
}

/**
 * The refusal of a request's facts, or none: the portal's own checks (portalRequestProblem), then
 * the back office's rules of a service or general request (source Portal). An architectural
 * request's facts are checked by the back office's rule as it is recorded.
 */
export function checkOwnerRequest(body: InputOf<Send>['body'], today: string): void {
  const problem = portalRequestProblem(body);
  if (problem !== null) throw badRequest(problem);
  const error =
    body.Kind === 'Service'
      ? serviceRequestFactsError(
          {
            PropertyAgentId: body.PropertyAgentId,
            OwnerAgentId: null,
            AmenityAgentId: null,
            JobLocation: null,
            SourceId: PortalSourceId,
            ReceivedDate: today,
            Description: serviceRequestText(body.Subject, body.Description),
          },
          today,
        )
      : body.Kind === 'General'
        ? generalRequestFactsError(
            { Subject: body.Subject, SourceId: PortalSourceId, ReceivedDate: today, DueDate: null },
            today,
          )
        : null;
  if (error !== null) throw badRequest(error);
}

/**
 * A request of one of the owner's properties, received today from the Portal by no user (sent by
 * the session's household member or renter, where one is signed in), with what
 * `attach` adds to it (a photo) before anyone is told of it; its item id. An architectural request
 * (type 97) is recorded by the back office's rule, naming the owner where the property is theirs
 * (else its primary owner). A service request (type 63) or general request (type 96) is Open; its
 * party is the owner (their feed shows it), else the property.
 */
export async function createOwnerRequest(
  ctx: OwnerContext,
  body: InputOf<Send>['body'],
  attach: (itemId: number) => Promise<void> = () => Promise.resolve(),
): Promise<number> {
  const today = localDay(new Date());
  checkOwnerRequest(body, today);
  const place = await requestPlace(ctx, body.PropertyAgentId);
  const companyId = ctx.owner.companyId;
  const sender = ctx.owner.householdMemberId;
  if (body.Kind === 'Architectural')
    return recordOwnerArchitecturalRequest(
      { tx: ctx.tx, user: { companyId, userId: null } },
      {
        CommunityAgentId: place.communityAgentId,
        PropertyAgentId: body.PropertyAgentId,
        OwnerAgentId: place.ownerAgentId,
        // Present: portalRequestProblem refused an architectural request without one.
        TopsCodeId: body.TopsCodeId ?? 0,
        Subject: body.Subject,
        Description: body.Description,
        SentByHouseholdMemberId: sender,
      },
      attach,
    );
  const isService = body.Kind === 'Service';
  const [item] = await ctx.tx
    .insert(items)
    .values({
      companyId,
      communityAgentId: place.communityAgentId,
      txnTypeId: isService ? TxnTypeId.ServiceRequest : TxnTypeId.GeneralRequest,
      statusId: StatusId.Open,
      eventDate: today,
      description: isService
        ? serviceRequestText(body.Subject, body.Description)
        : body.Description || null,
      createdByUserId: null,
    })
    .returning({ id: items.id });
  if (!item) throw new Error('The request item was not stored');
  const party = place.ownerAgentId ?? body.PropertyAgentId;
  await ctx.tx.insert(itemAgents).values({ companyId, itemId: item.id, agentId: party });
  if (isService)
    await ctx.tx.insert(serviceRequests).values({
      itemId: item.id,
      companyId,
      communityAgentId: place.communityAgentId,
      propertyAgentId: body.PropertyAgentId,
      ownerAgentId: place.ownerAgentId,
      amenityAgentId: null,
      jobLocation: null,
      sourceId: PortalSourceId,
      receivedOn: today,
      assignedUserId: null,
      sentByHouseholdMemberId: sender,
    });
  else
    await ctx.tx.insert(generalRequests).values({
      itemId: item.id,
      companyId,
      propertyAgentId: body.PropertyAgentId,
      ownerAgentId: place.ownerAgentId,
      codeId: null,
      sourceId: PortalSourceId,
      subject: body.Subject,
      receivedOn: today,
      dueOn: null,
      assignedUserId: null,
      sentByHouseholdMemberId: sender,
    });
  await attach(item.id);
  return item.id;
}
