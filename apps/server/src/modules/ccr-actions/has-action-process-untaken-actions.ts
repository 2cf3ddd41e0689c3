import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { StatusId, TxnTypeId } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { requireActionProcess } from './action-process-rows';

type HasUntaken = typeof contract.ccrActions.HasActionProcessUntakenActions;

/**
 * CcrAction/HasActionProcessUntakenActions: whether saving the process with ApplyToUntaken would
 * change an open violation, that is whether an open CCR record (type 37, Open 10) of one of its
 * codes has levels still to take. Violation records are not written yet (issue 20, part 2): a
 * record will be an item of type 37 whose detail names its CCR code, and until the records keep
 * the levels they took, every open one counts as having levels to take. The records' own table
 * adds its "current level below the last" condition to this query.
 */
export async function hasActionProcessUntakenActions(
  ctx: RequestContext,
  { query }: InputOf<HasUntaken>,
): Promise<ResponseOf<HasUntaken>> {
  requireClaim(ctx, 'ccrviolations', 'read');
  const process = await requireActionProcess(ctx, query.actionProcessId);
  const [row] = await queryRows<{ found: boolean }>(
    ctx.tx,
    sql`select exists (
          select 1 from items i
            join item_agents ia on ia.item_id = i.id and not ia.is_deleted
            join item_agent_details d on d.item_agent_id = ia.id and not d.is_deleted
            join action_process_codes c on c.code_id = d.code_id
           where c.action_process_id = ${process.id}
             and i.community_agent_id = ${process.communityAgentId}
             and i.txn_type_id = ${TxnTypeId.CcrRecord} and i.status_id = ${StatusId.Open}
        ) as found`,
  );
  return { HasUntakenActions: row?.found ?? false };
}
