import { queryRows, sql } from '@hoa/db';
import {
  CodeTypeId,
  generalRequestFactsError,
  GeneralRequestMessages as M,
  localDay,
} from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requestPropertyOwner } from '../../sql/index';

export interface RequestFacts {
  PropertyAgentId: number | null;
  OwnerAgentId?: number | null | undefined;
  TopsCodeId: number | null;
  SourceId: number;
  Subject: string;
  ReceivedDate: string;
  DueDate: string | null;
  AssignedUserId: number | null;
}

/**
 * The facts of a request of the community checked, each refusal a 400 with its reason: subject,
 * source and days (the domain's rules), the property of the community and its owner (the one
 * given, else its active primary owner, else none), a general request code of the community and an
 * assignee working on it. Returns the owner.
 */
export async function checkRequestFacts(
  ctx: RequestContext,
  communityAgentId: number,
  facts: RequestFacts,
): Promise<number | null> {
  const error = generalRequestFactsError(facts, localDay(new Date()));
  if (error !== null) throw badRequest(error);
  if (facts.TopsCodeId !== null) {
    const [code] = await queryRows<{ id: string | number }>(
      ctx.tx,
      sql`select id from codes where id = ${facts.TopsCodeId}
             and code_type_id = ${CodeTypeId.WorkOrderCode}
             and community_agent_id = ${communityAgentId}`,
    );
    if (!code) throw badRequest(M.notGeneralRequestCode);
  }
  if (facts.AssignedUserId !== null) {
    const [user] = await queryRows<{ id: string | number }>(
      ctx.tx,
      sql`select user_id as id from user_communities
           where user_id = ${facts.AssignedUserId} and community_agent_id = ${communityAgentId}`,
    );
    if (!user) throw badRequest(M.assigneeNotOfCommunity);
  }
  if (facts.PropertyAgentId === null) return null;
  const given = facts.OwnerAgentId ?? null;
  const property = await requestPropertyOwner(ctx, communityAgentId, facts.PropertyAgentId, given);
  if (!property) throw badRequest(M.propertyNotInCommunity);
  if (given !== null && property.ownerAgentId === null) throw badRequest(M.ownerNotOfProperty);
  return property.ownerAgentId;
}
