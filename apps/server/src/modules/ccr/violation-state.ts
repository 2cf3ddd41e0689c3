import { sql } from '@hoa/db';
import type { CcrRecord } from '@hoa/contract';
import {
  localDay,
  ViolationMessages as M,
  ViolationStateStatus,
  type ViolationState,
} from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

/**
 * Moves a violation to a state: resolving and closing need it Open, reopening needs it not; the
 * item's status follows (Open 10, Complete 5, Closed 9).
 */
export async function setViolationState(
  ctx: RequestContext,
  record: CcrRecord,
  state: ViolationState,
): Promise<void> {
  if (state === 'Open' && record.State === 'Open') throw badRequest(M.alreadyOpen);
  if (state !== 'Open' && record.State !== 'Open') throw badRequest(M.notOpen(record.State));
  await ctx.tx.execute(
    sql`with v as (update violation_records set state = ${state},
                          state_changed_on = ${localDay(new Date())}
                    where item_id = ${record.TopsItemId})
        update items set status_id = ${ViolationStateStatus[state]}, updated_at = now()
         where id = ${record.TopsItemId}`,
  );
}
