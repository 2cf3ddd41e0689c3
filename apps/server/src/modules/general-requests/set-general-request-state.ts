import { sql } from '@hoa/db';
import {
  GeneralRequestMessages as M,
  localDay,
  StatusId,
  type GeneralRequestState,
} from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { requireGeneralRequest } from './general-request-rows';

/**
 * The requests Closed (their items Closed 9, the closed day today) or Open again (Open 10, no
 * closed day), each with a history line saying so, in three statements however many there are.
 * The caller has checked the requests may change.
 */
export async function setGeneralRequestState(
  ctx: RequestContext,
  itemIds: readonly number[],
  state: GeneralRequestState,
): Promise<void> {
  const ids = idArray(itemIds);
  const closedOn = state === 'Closed' ? localDay(new Date()) : null;
  const statusId = state === 'Closed' ? StatusId.Closed : StatusId.Open;
  await ctx.tx.execute(
    sql`with g as (update general_requests set closed_on = ${closedOn}, updated_at = now()
                    where item_id = any(${ids}))
        update items set status_id = ${statusId}, updated_at = now() where id = any(${ids})`,
  );
  await ctx.tx.execute(
    sql`insert into general_request_histories (company_id, item_id, note, by_user_id)
        select ${ctx.user.companyId}, id, ${state === 'Closed' ? 'Closed' : 'Reopened'},
               ${ctx.user.userId}
          from unnest(${ids}) as id`,
  );
}

/**
 * The requests given Closed or Open again, all or none: each is read for update (404 for another
 * company's, 403 off the caller's communities) and must be in the other state, else the call is
 * refused naming it, before anything is written. Answers how many changed.
 */
export async function setGeneralRequestStates(
  ctx: RequestContext,
  itemIds: readonly number[],
  state: GeneralRequestState,
): Promise<number> {
  const ids = [...new Set(itemIds)].sort((a, b) => a - b);
  for (const id of ids) {
    const request = await requireGeneralRequest(ctx, id, 'update');
    if (request.State === state)
      throw badRequest(M.batchRefused(id, state === 'Closed' ? M.closeRefusedClosed : M.notClosed));
  }
  await setGeneralRequestState(ctx, ids, state);
  return ids.length;
}
