// What general and architectural requests share when one is created: the open item of the request
// and the check of its property and owner.
import { items, queryRows, sql } from '@hoa/db';
import { AgentTypeId, StatusId, type TxnTypeId, type IsoDate } from '@hoa/domain';
import type { CompanyWork } from '../http/request-context';

/** The fields a new request gives its item. */
export interface RequestItemFields {
  CommunityAgentId: number;
  ReceivedDate: IsoDate;
  Description: string;
}

/**
 * The open item of a new request of the community (general or architectural), of the day it was
 * received and with its description, created by the caller (none for an owner's); its id.
 */
export async function insertRequestItem(
  ctx: CompanyWork,
  txnTypeId: typeof TxnTypeId.GeneralRequest | typeof TxnTypeId.ArchitecturalRequest,
  fields: RequestItemFields,
): Promise<number> {
  const [item] = await ctx.tx
    .insert(items)
    .values({
      companyId: ctx.user.companyId,
      communityAgentId: fields.CommunityAgentId,
      txnTypeId,
      statusId: StatusId.Open,
      eventDate: fields.ReceivedDate,
      description: fields.Description,
      createdByUserId: ctx.user.userId,
    })
    .returning({ id: items.id });
  if (!item)
    throw new Error(`The request item (transaction type ${String(txnTypeId)}) was not stored`);
  return item.id;
}

/**
 * A live property of the community with the owner a request of it names: the owner given where it
 * is an owner of the property (else null), or with none given the property's active primary owner
 * (else null). Undefined where the property is not a live property of the community.
 */
export async function requestPropertyOwner(
  ctx: CompanyWork,
  communityAgentId: number,
  propertyAgentId: number,
  givenOwnerAgentId: number | null,
): Promise<{ ownerAgentId: number | null } | undefined> {
  const given = givenOwnerAgentId;
  const [row] = await queryRows<{ owner: string | number | null }>(
    ctx.tx,
    sql`select (select o.id from agents o
                 where o.parent_agent_id = p.id and not o.is_deleted
                   and o.agent_type_id in (${AgentTypeId.PrimaryOwner}, ${AgentTypeId.Owner})
                   and (o.id = ${given}::bigint
                        or (${given}::bigint is null
                            and o.agent_type_id = ${AgentTypeId.PrimaryOwner} and o.is_active))
                 order by o.id limit 1) as owner
          from agents p
         where p.id = ${propertyAgentId} and p.agent_type_id = ${AgentTypeId.Property}
           and p.community_agent_id = ${communityAgentId} and not p.is_deleted`,
  );
  if (!row) return undefined;
  return { ownerAgentId: row.owner === null ? null : Number(row.owner) };
}
