import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, OpenViolation, ResponseOf } from '@hoa/contract';
import { StatusId, TxnTypeId } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { resaleProperty } from './resale-property';

type GetOpenViolations = typeof contract.resale.GetOpenViolations;

/**
 * Resale/GetOpenViolations: the CCR records (type 37) still Open (10) on the property or one of its
 * owners, for the buyer's disclosure: the violation records of the ccr module (their owner is
 * the item's party).
 */
export async function getOpenViolations(
  ctx: RequestContext,
  input: InputOf<GetOpenViolations>,
): Promise<ResponseOf<GetOpenViolations>> {
  requireClaim(ctx, 'ccrviolations', 'read');
  const property = await resaleProperty(ctx, input.query.propertyAgentId, 'read');
  const violations = await queryRows<OpenViolation>(
    ctx.tx,
    sql`select distinct on (i.id) i.id::int8 as "TopsItemId", ia.agent_id::int8 as "TopsAgentId",
               i.event_date::text as "EventDate", 'Open' as "StatusName",
               i.reference as "Reference", i.description as "Description"
          from items i
          join item_agents ia on ia.item_id = i.id and not ia.is_deleted
          join agents a on a.id = ia.agent_id
         where i.community_agent_id = ${property.communityAgentId}
           and i.txn_type_id = ${TxnTypeId.CcrRecord} and i.status_id = ${StatusId.Open}
           and (a.id = ${property.propertyAgentId} or a.parent_agent_id = ${property.propertyAgentId})
         order by i.id, ia.id`,
  );
  return { Violations: violations };
}
