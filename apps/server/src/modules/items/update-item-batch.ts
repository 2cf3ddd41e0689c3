import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { updateAccruedItemDate } from './accrued-item';

type UpdateItemBatch = typeof contract.items.UpdateItemBatch;

/**
 * Item/UpdateItemBatch: an accrued item batch's (a run's, an adjustment's) description and post
 * date, the date checked as ValidatePostDate checks it. The event date stays.
 */
export function updateItemBatch(
  ctx: RequestContext,
  { body }: InputOf<UpdateItemBatch>,
): Promise<ResponseOf<UpdateItemBatch>> {
  const description = body.Description?.trim() || null;
  return updateAccruedItemDate(
    ctx,
    { itemId: body.TopsItemId, date: body.PostDate, confirmed: body.Confirmed },
    sql`post_date = ${body.PostDate}::date, description = ${description}`,
  );
}
