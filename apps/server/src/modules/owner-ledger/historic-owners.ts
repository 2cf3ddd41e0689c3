import { queryRows, sql } from '@hoa/db';
import { OwnerLikeAgentTypeIds } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import type { LedgerOwners } from './ledger-owners';

/**
 * The owners whose ledger shows with its historic transactions (includeHistoricTransactions of
 * the owner activity and history): the billed owners and every earlier owner of the property who
 * has lines (a resale leaves the previous owner, with their lines, under the property). The
 * property's owner agents are found by their parent and their lines by owner, both by index.
 */
export async function withHistoricOwners(
  ctx: RequestContext,
  owners: LedgerOwners,
): Promise<LedgerOwners> {
  if (owners.propertyAgentId === null) return owners;
  const [earlier] = await queryRows<{ ids: number[] }>(
    ctx.tx,
    sql`select coalesce(array_agg(o.id::int order by o.id), '{}') as ids from agents o
         where o.parent_agent_id = ${owners.propertyAgentId}::bigint
           and o.agent_type_id = any(${idArray(OwnerLikeAgentTypeIds)})
           and not o.id = any(${idArray(owners.ownerAgentIds)})
           and exists (select 1 from ar_lines a where a.owner_agent_id = o.id)`,
  );
  return {
    ...owners,
    ownerAgentIds: [...owners.ownerAgentIds, ...(earlier?.ids ?? []).map(Number)],
  };
}
