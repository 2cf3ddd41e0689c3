import { generalRequests, itemAgents, items, queryRows, serviceRequests, sql } from '@hoa/db';
import type { contract, InputOf } from '@hoa/contract';
import {
  GeneralRequestSourceId,
  generalRequestFactsError,
  localDay,
  PortalRequestMessages as M,
  serviceRequestFactsError,
  StatusId,
  TxnTypeId,
} from '@hoa/domain';
import { badRequest } from '../../http/errors';
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

/** The refusal of a request's facts (the back office's own rules, source Portal), or none. */
export function checkOwnerRequest(body: InputOf<Send>['body'], today: string): void {
  if (body.Subject === '') throw badRequest(M.subjectRequired);
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
      : generalRequestFactsError(
          { Subject: body.Subject, SourceId: PortalSourceId, ReceivedDate: today, DueDate: null },
          today,
        );
  if (error !== null) throw badRequest(error);
}

/**
 * A service request (type 63) or general request (type 96), Open, received today from the Portal,
 * of one of the owner's properties; its party is the owner (their feed shows it), else the property.
 */
export async function createOwnerRequest(
  ctx: OwnerContext,
  body: InputOf<Send>['body'],
): Promise<number> {
  const today = localDay(new Date());
  checkOwnerRequest(body, today);
  const place = await requestPlace(ctx, body.PropertyAgentId);
  const companyId = ctx.owner.companyId;
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
    });
  return item.id;
}
