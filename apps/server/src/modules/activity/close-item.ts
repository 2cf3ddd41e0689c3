import { eq, items } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  canCloseFromFeed,
  claimForTxnType,
  FeedMessages,
  StatusId,
  statusLabel,
  TxnTypeId,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { closeViolation } from '../ccr/index';
import { setGeneralRequestState } from '../general-requests/index';
import { resolveWorkItem } from '../work-orders/index';

type CloseItem = typeof contract.activity.CloseItem;

/**
 * Closes an open management item from the feed (spec 1 §4): update access to the claim of its
 * transaction type is needed (spec 1 §6); types without a claim follow the community list.
 */
export async function closeItem(
  ctx: RequestContext,
  input: InputOf<CloseItem>,
): Promise<ResponseOf<CloseItem>> {
  const [item] = await ctx.tx
    .select({
      id: items.id,
      communityAgentId: items.communityAgentId,
      txnTypeId: items.txnTypeId,
      statusId: items.statusId,
    })
    .from(items)
    .where(eq(items.id, input.body.itemId));
  if (!item) throw notFound();
  await requireCommunity(ctx, item.communityAgentId);
  const claim = claimForTxnType(item.txnTypeId);
  if (claim) requireClaim(ctx, claim, 'update');
  if (item.txnTypeId === TxnTypeId.ArchitecturalRequest)
    throw appError('ArchitecturalRequestClosedByDecision');
  if (!canCloseFromFeed(item.txnTypeId, item.statusId)) throw badRequest(FeedMessages.notClosable);
  // A work order or service request (type 62 or 63) is resolved through the work order resolve
  // (spec 3 §4): Complete, a service request's resolved day.
  if (item.txnTypeId === TxnTypeId.WorkOrder || item.txnTypeId === TxnTypeId.ServiceRequest)
    return resolveWorkItem(ctx, item.id);
  // A violation (type 37) is closed through the CCR close, which keeps its record's state.
  if (item.txnTypeId === TxnTypeId.CcrRecord) await closeViolation(ctx, item.id);
  // A general request (type 96) keeps its closed day and a history line.
  else if (item.txnTypeId === TxnTypeId.GeneralRequest)
    await setGeneralRequestState(ctx, [item.id], 'Closed');
  else
    await ctx.tx
      .update(items)
      .set({ statusId: StatusId.Closed, updatedAt: new Date() })
      .where(eq(items.id, item.id));
  return {
    TopsItemId: item.id,
    TopsStatusId: StatusId.Closed,
    StatusName: statusLabel(StatusId.Closed),
  };
}
