import { sql } from '@hoa/db';
import {
  GeneralRequestMessages as M,
  localDay,
  StatusId,
  type GeneralRequestState,
} from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { addHistoryLine, requireGeneralRequest } from './general-request-rows';

/**
 * The request Closed (its item Closed 9, the closed day today) or Open again (Open 10, no closed
 * day), with a history line saying so. The caller has checked the request may change.
 */
export async function setGeneralRequestState(
  ctx: RequestContext,
  itemId: number,
  state: GeneralRequestState,
): Promise<void> {
  const closedOn = state === 'Closed' ? localDay(new Date()) : null;
  const statusId = state === 'Closed' ? StatusId.Closed : StatusId.Open;
  await ctx.tx.execute(
    sql`with g as (update general_requests set closed_on = ${closedOn}, updated_at = now()
                    where item_id = ${itemId})
        update items set status_id = ${statusId}, updated_at = now() where id = ${itemId}`,
  );
  await addHistoryLine(ctx, itemId, state === 'Closed' ? 'Closed' : 'Reopened');
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
  for (const id of ids) await setGeneralRequestState(ctx, id, state);
  return ids.length;
}
