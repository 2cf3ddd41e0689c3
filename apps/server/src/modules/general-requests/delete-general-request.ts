import { eq, items } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { StatusId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { requireGeneralRequest } from './general-request-rows';

type Delete = typeof contract.generalRequests.Delete;

/** GeneralRequest/Delete/{id}: the request's item Deleted; it leaves the lists, counts and feeds. */
export async function deleteGeneralRequest(
  ctx: RequestContext,
  { params }: InputOf<Delete>,
): Promise<ResponseOf<Delete>> {
  await requireGeneralRequest(ctx, params.id, 'delete');
  await ctx.tx
    .update(items)
    .set({ statusId: StatusId.Deleted, updatedAt: new Date() })
    .where(eq(items.id, params.id));
  return { TopsItemId: params.id };
}
