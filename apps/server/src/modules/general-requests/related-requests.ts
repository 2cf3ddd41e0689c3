import { queryRows, sql } from '@hoa/db';
import type { RelatedRequestSchema } from '@hoa/contract';
import {
  ArchitecturalRequestStatusNames,
  StatusId,
  statusLabel,
  TxnTypeId,
  type ArchitecturalRequestStatusIdValue,
} from '@hoa/domain';
import type { z } from 'zod';
import type { RequestContext } from '../../http/request-context';
import { requireGeneralRequest } from './general-request-rows';

type RelatedRequest = z.infer<typeof RelatedRequestSchema>;

/**
 * The live items of the type (service 63) of the general request's property: a party of the item
 * is the property or one of its owners. None when the request has no property.
 */
export async function relatedRequests(
  ctx: RequestContext,
  itemId: number,
  txnTypeId: number,
): Promise<RelatedRequest[]> {
  const request = await requireGeneralRequest(ctx, itemId, 'read');
  if (request.PropertyAgentId === null) return [];
  const rows = await queryRows<{
    id: string | number;
    description: string | null;
    event_date: string;
    status_id: number;
  }>(
    ctx.tx,
    sql`select i.id, i.description, i.event_date::text as event_date, i.status_id
          from items i
         where i.txn_type_id = ${txnTypeId} and i.status_id <> ${StatusId.Deleted}
           and i.community_agent_id = ${request.CommunityAgentId}
           and exists (select 1 from item_agents ia join agents a on a.id = ia.agent_id
                        where ia.item_id = i.id
                          and (a.id = ${request.PropertyAgentId}
                               or a.parent_agent_id = ${request.PropertyAgentId}))
         order by i.event_date desc, i.id desc`,
  );
  return rows.map((r) => ({
    TopsItemId: Number(r.id),
    TopsTxnTypeId: txnTypeId,
    Description: r.description,
    EventDate: r.event_date,
    StatusName: statusLabel(r.status_id),
  }));
}

/**
 * The live architectural requests (97) of the general request's property, whoever owned it when
 * they were made (a request belongs to its property), newest received first, with their subject
 * and status (Pending, Approved, Disapproved). None when the request has no property.
 */
export async function relatedArchitecturalRequests(
  ctx: RequestContext,
  itemId: number,
): Promise<RelatedRequest[]> {
  const request = await requireGeneralRequest(ctx, itemId, 'read');
  if (request.PropertyAgentId === null) return [];
  const rows = await queryRows<{
    id: string | number;
    subject: string;
    received_on: string;
    status_id: ArchitecturalRequestStatusIdValue;
  }>(
    ctx.tx,
    sql`select r.item_id as id, r.subject, r.received_on::text as received_on, r.status_id
          from architectural_requests r join items i on i.id = r.item_id
         where r.property_agent_id = ${request.PropertyAgentId}
           and i.txn_type_id = ${TxnTypeId.ArchitecturalRequest}
           and i.status_id <> ${StatusId.Deleted}
         order by r.received_on desc, r.item_id desc`,
  );
  return rows.map((r) => ({
    TopsItemId: Number(r.id),
    TopsTxnTypeId: TxnTypeId.ArchitecturalRequest,
    Description: r.subject,
    EventDate: r.received_on,
    StatusName: ArchitecturalRequestStatusNames[r.status_id],
  }));
}
