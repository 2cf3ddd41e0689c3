import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId, BalanceDispositionId, ResaleMessages as M } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { billedOwner, lockResaleProperty } from './resale-property';
import { transferBalances } from './transfer-balances';

type SplitLedger = typeof contract.resale.SplitLedger;

/**
 * Resale/SplitLedger: a resale recorded after the fact. The property's previous owners' lines
 * dated on or after the split date (charges billed to them after the sale, payments the buyer made
 * on their account) move to the current primary owner, as one posted transfer. Refused when the
 * property has no primary owner or nothing to move.
 */
export async function splitLedger(
  ctx: RequestContext,
  input: InputOf<SplitLedger>,
): Promise<ResponseOf<SplitLedger>> {
  requireClaim(ctx, 'arapplycharges', 'create');
  const { propertyAgentId, splitDate, balanceAsOfToday } = input.body;
  const property = await lockResaleProperty(ctx, propertyAgentId, 'read');
  const newOwnerAgentId = await billedOwner(ctx, property.propertyAgentId);
  if (newOwnerAgentId === null) throw badRequest(M.noNewOwner);
  const previous = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select id::int8 as id from agents
         where parent_agent_id = ${property.propertyAgentId}
           and agent_type_id = ${AgentTypeId.PreviousOwner} and not is_deleted
         order by id`,
  );
  const result = await transferBalances(ctx, {
    property,
    priorOwnerIds: previous.map((p) => p.id),
    newOwnerAgentId,
    splitDate,
    balanceAsOfToday,
    disposition: BalanceDispositionId.LeaveWithPriorOwner,
    reference: 'Split ledger',
  });
  if (result.TopsItemId === null) throw badRequest(M.nothingToSplit);
  return result;
}
