import { ccrBatches } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { localDay, ViolationMessages } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readCcrBatchView } from './ccr-batch-rows';

type AddCcrBatch = typeof contract.ccrBatches.AddCcrBatch;

/** Ccr/AddCcrBatch: a draft inspection batch of the community on the day it is walked. */
export async function addCcrBatch(
  ctx: RequestContext,
  { body }: InputOf<AddCcrBatch>,
): Promise<ResponseOf<AddCcrBatch>> {
  requireClaim(ctx, 'ccrviolations', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  if (body.InspectedOn > localDay(new Date())) throw badRequest(ViolationMessages.observedInFuture);
  const [batch] = await ctx.tx
    .insert(ccrBatches)
    .values({
      companyId: ctx.user.companyId,
      communityAgentId: body.CommunityAgentId,
      inspectedOn: body.InspectedOn,
      nextActionDays: body.NextActionDays,
      name: body.Name,
      createdByUserId: ctx.user.userId,
    })
    .returning({ id: ccrBatches.id });
  if (!batch) throw new Error('The inspection batch was not stored');
  return readCcrBatchView(ctx, batch.id);
}
