import { sql } from '@hoa/db';
import { localDay, StatusId, type GeneralRequestState } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { addHistoryLine } from './general-request-rows';

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
