import { queryRows, sql } from '@hoa/db';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import type { LedgerOwners } from './ledger-owners';

/**
 * The owners whose ledger shows with its historic transactions (includeHistoricTransactions of
 * the owner activity and history): the billed owners and every earlier owner of the property who
 * has lines on it (a resale leaves the previous owner's lines with them).
 */
export async function withHistoricOwners(
  ctx: RequestContext,
  owners: LedgerOwners,
): Promise<LedgerOwners> {
  if (owners.propertyAgentId === null) return owners;
  const [earlier] = await queryRows<{ ids: number[] }>(
    ctx.tx,
    sql`select coalesce(array_agg(distinct owner_agent_id::int), '{}') as ids from ar_lines
         where property_agent_id = ${owners.propertyAgentId}::bigint
           and not owner_agent_id = any(${idArray(owners.ownerAgentIds)})`,
  );
  return {
    ...owners,
    ownerAgentIds: [...owners.ownerAgentIds, ...(earlier?.ids ?? []).map(Number)],
  };
}
