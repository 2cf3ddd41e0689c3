import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { itemDates, lockAccruedItem, postDateCheck } from './accrued-item';

type UpdateItemBatch = typeof contract.items.UpdateItemBatch;

/**
 * Item/UpdateItemBatch: an accrued item batch's (a run's, an adjustment's) description and post
 * date, the date checked as ValidatePostDate checks it. The event date stays.
 */
export async function updateItemBatch(
  ctx: RequestContext,
  { body }: InputOf<UpdateItemBatch>,
): Promise<ResponseOf<UpdateItemBatch>> {
  const item = await lockAccruedItem(ctx, body.TopsItemId, 'update');
  const confirm = await postDateCheck(ctx, item.communityAgentId, body.PostDate, body.Confirmed);
  const description = body.Description?.trim() || null;
  if (!confirm) {
    await ctx.tx.execute(
      sql`update items set post_date = ${body.PostDate}::date, description = ${description},
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
