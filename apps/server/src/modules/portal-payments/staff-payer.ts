import { queryRows, sql } from '@hoa/db';
import { AgentTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { forbidden, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import type { Payer } from './payer';

/**
 * The owner a back-office one-time payment or payment method is for: a property's primary owner,
 * or that primary owner given directly (spec 3). It needs create access to arprocesspayments and
 * the community's payment platform status 2 Active (its digital payments account Verified).
 */
export async function staffPayer(ctx: RequestContext, agentId: number): Promise<Payer> {
  requireClaim(ctx, 'arprocesspayments', 'create');
  const [row] = await queryRows<{ owner: number; community: number; verified: boolean }>(
    ctx.tx,
    sql`select o.id::int8 as owner, o.community_agent_id::int8 as community,
               coalesce((select d.status = 'Verified' from digital_payment_accounts d
                          where d.community_agent_id = o.community_agent_id), false) as verified
          from agents a
          join agents o on o.agent_type_id = ${AgentTypeId.PrimaryOwner} and not o.is_deleted
                       and (o.id = a.id or (a.agent_type_id = ${AgentTypeId.Property} and o.parent_agent_id = a.id))
         where a.id = ${agentId} and not a.is_deleted
         order by o.id limit 1`,
  );
  if (!row) throw notFound();
  await requireCommunity(ctx, row.community);
  if (!row.verified) throw forbidden();
  return {
    tx: ctx.tx,
    companyId: ctx.user.companyId,
    ownerAgentId: row.owner,
    communityAgentId: row.community,
  };
}
