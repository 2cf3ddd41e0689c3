import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { itemDates, lockAccruedItem, postDateCheck } from './accrued-item';

type UpdateEvent = typeof contract.items.UpdateEvent;

/**
 * Item/UpdateEvent: moves an accrued owner transaction's event date, and its post date with it
 * (an accrued item posts on its event date), once the date passes ValidatePostDate's checks.
 */
export async function updateEvent(
  ctx: RequestContext,
  { body }: InputOf<UpdateEvent>,
): Promise<ResponseOf<UpdateEvent>> {
  const item = await lockAccruedItem(ctx, body.TopsItemId, 'update');
  const confirm = await postDateCheck(ctx, item.communityAgentId, body.EventDate, body.Confirmed);
  if (!confirm) {
    await ctx.tx.execute(
      sql`update items set event_date = ${body.EventDate}::date, post_date = ${body.EventDate}::date,
                 updated_at = now()
           where id = ${item.id}::bigint`,
    );
  }
  return {
    TopsItemId: item.id,
    IsUpdated: confirm === null,
    ConfirmMessage: confirm,
    ...(await itemDates(ctx, item.id)),
  };
}
