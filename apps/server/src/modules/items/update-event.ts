import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { updateAccruedItemDate } from './accrued-item';

type UpdateEvent = typeof contract.items.UpdateEvent;

/**
 * Item/UpdateEvent: moves an accrued owner transaction's event date, and its post date with it
 * (an accrued item posts on its event date), once the date passes ValidatePostDate's checks.
 */
export function updateEvent(
  ctx: RequestContext,
  { body }: InputOf<UpdateEvent>,
): Promise<ResponseOf<UpdateEvent>> {
  return updateAccruedItemDate(
    ctx,
    { itemId: body.TopsItemId, date: body.EventDate, confirmed: body.Confirmed },
    sql`event_date = ${body.EventDate}::date, post_date = ${body.EventDate}::date`,
  );
}
