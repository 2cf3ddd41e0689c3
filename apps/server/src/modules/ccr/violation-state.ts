import { sql } from '@hoa/db';
import type { CcrRecord } from '@hoa/contract';
import {
  CaseFileMessages,
  localDay,
  violationEventOf,
  ViolationMessages as M,
  ViolationStateStatus,
  type ViolationState,
} from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireCcrRecord } from './ccr-record-rows';

/** Why the violation cannot move to the state, null when it can. */
function stateProblem(record: CcrRecord, state: ViolationState): string | null {
  if (state === 'Open' && record.State === 'Open') return M.alreadyOpen;
  if (state !== 'Open' && record.State !== 'Open') return M.notOpen(record.State);
  return null;
}

/** Writes the state, the item's status and the change's event (for the timeline). */
async function writeViolationState(
  ctx: RequestContext,
  record: CcrRecord,
  state: ViolationState,
): Promise<void> {
  const today = localDay(new Date());
  await ctx.tx.execute(
    sql`with v as (update violation_records set state = ${state}, state_changed_on = ${today}
                    where item_id = ${record.TopsItemId}),
             e as (insert into violation_events (company_id, item_id, event, happened_on, by_user_id)
                   values (${ctx.user.companyId}, ${record.TopsItemId}, ${violationEventOf(state)},
                           ${today}, ${ctx.user.userId}))
        update items set status_id = ${ViolationStateStatus[state]}, updated_at = now()
         where id = ${record.TopsItemId}`,
  );
}

/**
 * Moves a violation to a state: resolving and closing need it Open, reopening needs it not; the
 * item's status follows (Open 10, Complete 5, Closed 9) and the change is recorded with its day.
 */
export async function setViolationState(
  ctx: RequestContext,
  record: CcrRecord,
  state: ViolationState,
): Promise<void> {
  const problem = stateProblem(record, state);
  if (problem !== null) throw badRequest(problem);
  await writeViolationState(ctx, record, state);
}

/**
 * The batch resolve or reopen (spec 3 §4 'Violations'): every violation given moves, or none.
 * Each is read with update access (another company's is 404, off the caller's list 403) and
 * checked before any is written; the first that cannot move refuses the call, named.
 */
export async function setViolationStates(
  ctx: RequestContext,
  itemIds: readonly number[],
  state: ViolationState,
): Promise<number> {
  const ids = [...new Set(itemIds)].sort((a, b) => a - b);
  const records: CcrRecord[] = [];
  for (const id of ids) {
    const record = await requireCcrRecord(ctx, id, 'update');
    const problem = stateProblem(record, state);
    if (problem !== null) throw badRequest(CaseFileMessages.batchRefused(id, problem));
    records.push(record);
  }
  for (const record of records) await writeViolationState(ctx, record, state);
  return records.length;
}
