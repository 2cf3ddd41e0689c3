import { queryRows, sql } from '@hoa/db';
import { AgentTypeId } from '@hoa/domain';
import { notFound } from '../../http/errors';
import { ledgerOwnersOf, type LedgerOwners } from '../owner-ledger/index';
import { requireOwnerProperty, type OwnerContext } from '../owner-auth/index';

/**
 * The billed owners of a property the signed-in owner sees (404 for any other property): whose
 * ledger, balances and statement the portal shows for it.
 */
export async function ownerPropertyLedger(
  ctx: OwnerContext,
  propertyAgentId: number,
): Promise<LedgerOwners> {
  requireOwnerProperty(ctx, propertyAgentId);
  const [property] = await queryRows<{ community: string | number | null }>(
    ctx.tx,
    sql`select community_agent_id as community from agents
         where id = ${propertyAgentId} and agent_type_id = ${AgentTypeId.Property}`,
  );
  if (!property) throw notFound();
  return ledgerOwnersOf(ctx.tx, {
    id: propertyAgentId,
    agentTypeId: AgentTypeId.Property,
    parentAgentId: null,
    communityAgentId: property.community === null ? null : Number(property.community),
  });
}
