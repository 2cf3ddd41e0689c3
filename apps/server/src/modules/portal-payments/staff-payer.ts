import { queryRows, sql } from '@hoa/db';
import { AgentTypeId, platformStatusIdOf, takesOneTimePayments } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { forbidden, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import type { Payer } from './payer';

/** A property or primary owner as the back office's payment drawers see it. */
export interface StaffPayee {
  communityAgentId: number;
  /** The property's primary owner, or the primary owner given; null when there is none (other agents). */
  ownerAgentId: number | null;
  /** The community's payment platform status id (0 Inactive, 1 Pending, 2 Active). */
  platformStatusId: number;
}

/**
 * An agent of one of the caller's communities as the back office's one-time payment and add
 * payment method drawers see it (spec 3): create access to arprocesspayments; the primary owner
 * who pays is found for a property or a primary owner only (null for any other agent).
 */
export async function staffPayee(ctx: RequestContext, agentId: number): Promise<StaffPayee> {
  requireClaim(ctx, 'arprocesspayments', 'create');
  const [row] = await queryRows<{
    owner: number | null;
    community: number | null;
    status: string | null;
  }>(
    ctx.tx,
    sql`select p.owner, p.community,
               (select d.status from digital_payment_accounts d
                 where d.community_agent_id = p.community) as status
          from (select o.id::int8 as owner,
                       coalesce(o.community_agent_id, a.community_agent_id)::int8 as community
                  from agents a
                  left join lateral (
                    select o.id, o.community_agent_id from agents o
                     where o.agent_type_id = ${AgentTypeId.PrimaryOwner} and not o.is_deleted
                       and (o.id = a.id or (a.agent_type_id = ${AgentTypeId.Property} and o.parent_agent_id = a.id))
                     order by o.id limit 1) o on true
                 where a.id = ${agentId} and not a.is_deleted) p`,
  );
  if (!row || row.community === null) throw notFound();
  await requireCommunity(ctx, row.community);
  return {
    communityAgentId: row.community,
    ownerAgentId: row.owner,
    platformStatusId: platformStatusIdOf(row.status),
  };
}

/**
 * The owner a back-office one-time payment or payment method is for: a property's primary owner,
 * or that primary owner given directly (spec 3). It needs create access to arprocesspayments and
 * the community's payment platform status 2 Active (its digital payments account Verified).
 */
export async function staffPayer(ctx: RequestContext, agentId: number): Promise<Payer> {
  const payee = await staffPayee(ctx, agentId);
  if (payee.ownerAgentId === null) throw notFound();
  if (!takesOneTimePayments(payee.platformStatusId)) throw forbidden();
  return {
    tx: ctx.tx,
    companyId: ctx.user.companyId,
    ownerAgentId: payee.ownerAgentId,
    communityAgentId: payee.communityAgentId,
  };
}
