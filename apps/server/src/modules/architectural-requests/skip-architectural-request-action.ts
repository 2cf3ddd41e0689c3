import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { localDay } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { requireCurrentAction } from './current-action';
import { readArchitecturalView, requireArchitecturalRequest } from './request-rows';

type Skip = typeof contract.architecturalRequests.SkipArchitecturalRequestAction;

/** ArchitecturalRequest/SkipArchitecturalRequestAction: the current action skipped today, no letter. */
export async function skipArchitecturalRequestAction(
  ctx: RequestContext,
  { body }: InputOf<Skip>,
): Promise<ResponseOf<Skip>> {
  const itemId = body.architecturalRequestItemId;
  await requireArchitecturalRequest(ctx, itemId, 'update');
  const action = await requireCurrentAction(ctx, itemId, body.architecturalRequestActionId);
  await ctx.tx.execute(
    sql`update architectural_request_actions
           set processed_on = ${localDay(new Date())}::date, was_skipped = true,
               by_user_id = ${ctx.user.userId}
         where id = ${action.id}`,
  );
  return readArchitecturalView(ctx, itemId);
}
