import { queryRows, sql, type SQL } from '@hoa/db';
import {
  AgentTypeId,
  CodeTypeId,
  expiredGuardedPolicies,
  hasWorkLocation,
  localDay,
  WorkOrderMessages as M,
  type IsoDate,
  type WorkOrderCodeDetail,
} from '@hoa/domain';
import { appError, badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requestPropertyOwner } from '../../sql/index';
import { readWorkOrderSettings } from './settings-rows';

/** The facts of a work order as it is to be stored (defaults already applied). */
export interface WorkOrderFacts {
  CodeDetail: WorkOrderCodeDetail & { TopsCodeId: number | null };
  PostEventDate: IsoDate;
  TargetDate: IsoDate | null;
  PropertyAgentId: number | null;
  OwnerAgentId?: number | null | undefined;
  AmenityAgentId: number | null;
  JobLocation: string | null;
  IssuedToVendorAgentId: number | null;
  IssuedToUserId: number | null;
  AssignedUserId: number | null;
}

const exists = async (ctx: RequestContext, query: SQL) =>
  (await queryRows<{ one: number }>(ctx.tx, query)).length > 0;

/** Whether the user works on the community (a work order's assignee or the user it is issued to). */
export function worksOnCommunity(
  ctx: RequestContext,
  userId: number,
  communityAgentId: number,
): Promise<boolean> {
  return exists(
    ctx,
    sql`select 1 as one from user_communities
         where user_id = ${userId} and community_agent_id = ${communityAgentId}`,
  );
}

/**
 * The facts of a work order of the community checked, each refusal a 400 with its reason
 * (validation 'Work orders' first: where, then the summary), and the owner answered: the one given
 * where it is an owner of the property, else the property's active primary owner.
 */
export async function checkWorkOrderFacts(
  ctx: RequestContext,
  communityAgentId: number,
  facts: WorkOrderFacts,
): Promise<number | null> {
  const jobLocation = facts.JobLocation?.trim() ? facts.JobLocation.trim() : null;
  const where = {
    PropertyAgentId: facts.PropertyAgentId,
    OwnerAgentId: facts.OwnerAgentId ?? null,
    AmenityAgentId: facts.AmenityAgentId,
    JobLocation: jobLocation,
  };
  if (!hasWorkLocation(where)) throw badRequest(M.whereRequired);
  if (facts.CodeDetail.CodeDescription.trim() === '') throw badRequest(M.summaryRequired);
  if (facts.TargetDate !== null && facts.TargetDate < facts.PostEventDate)
    throw badRequest(M.targetBeforeWorkOrder);
  if (facts.IssuedToVendorAgentId !== null && facts.IssuedToUserId !== null)
    throw badRequest(M.issuedToOne);
  const code = facts.CodeDetail.TopsCodeId;
  if (
    code !== null &&
    !(await exists(
      ctx,
      sql`select 1 as one from codes where id = ${code} and code_type_id = ${CodeTypeId.WorkOrderCode}
             and community_agent_id = ${communityAgentId}`,
    ))
  )
    throw badRequest(M.notWorkOrderCode);
  if (
    facts.AmenityAgentId !== null &&
    !(await exists(
      ctx,
      sql`select 1 as one from agents where id = ${facts.AmenityAgentId}
             and agent_type_id = ${AgentTypeId.Amenity}
             and community_agent_id = ${communityAgentId} and not is_deleted`,
    ))
  )
    throw badRequest(M.amenityNotInCommunity);
  if (
    facts.IssuedToVendorAgentId !== null &&
    !(await exists(
      ctx,
      sql`select 1 as one from agents where id = ${facts.IssuedToVendorAgentId}
             and agent_type_id = ${AgentTypeId.Vendor} and not is_deleted
             and (community_agent_id is null or community_agent_id = ${communityAgentId})`,
    ))
  )
    throw badRequest(M.vendorUnknown);
  for (const userId of [facts.IssuedToUserId, facts.AssignedUserId])
    if (userId !== null && !(await worksOnCommunity(ctx, userId, communityAgentId)))
      throw badRequest(M.userNotOfCommunity);
  if (facts.PropertyAgentId === null) return null;
  const given = facts.OwnerAgentId ?? null;
  const property = await requestPropertyOwner(ctx, communityAgentId, facts.PropertyAgentId, given);
  if (!property) throw badRequest(M.propertyNotInCommunity);
  if (given !== null && property.ownerAgentId === null) throw badRequest(M.ownerNotOfProperty);
  return property.ownerAgentId;
}

/**
 * The insurance guard (ours): where the community's settings have it on, a vendor whose latest
 * liability or workers compensation policy expired before today is refused (409, the message
 * naming the policies) unless an override reason is given. Answers the override to record (the
 * reason), or null when none is needed.
 */
export async function insuranceOverride(
  ctx: RequestContext,
  communityAgentId: number,
  vendorAgentId: number,
  reason: string | null | undefined,
): Promise<string | null> {
  const settings = await readWorkOrderSettings(ctx, communityAgentId);
  if (!settings.IsInsuranceGuardOn) return null;
  const policies = await queryRows<{ policy_type: string; expiration_date: string; name: string }>(
    ctx.tx,
    sql`select vi.policy_type, vi.expiration_date::text as expiration_date,
               coalesce(c.display_name, '') as name
          from vendor_insurances vi left join contacts c on c.agent_id = vi.vendor_agent_id
         where vi.vendor_agent_id = ${vendorAgentId}`,
  );
  const today = localDay(new Date());
  const expired = expiredGuardedPolicies(
    policies.map((p) => ({ PolicyType: p.policy_type, ExpirationDate: p.expiration_date })),
    today,
  );
  if (expired.length === 0) return null;
  const given = reason?.trim() ?? '';
  if (given !== '') return given;
  const vendor = policies[0]?.name || 'The vendor';
  throw appError(
    'WorkOrderInsuranceExpired',
    M.insuranceExpired(
      vendor,
      expired.map((p) => p.toLowerCase()),
      today,
    ),
  );
}
