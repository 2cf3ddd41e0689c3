import { queryRows, sql, type SQL } from '@hoa/db';
import {
  claimForTxnType,
  localDay,
  OwnerLedgerTxnTypeIds,
  postDateConfirmation,
  StatusId,
  type AccessLevel,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { communityPeriods, postingDateProblem } from '../journal-entries/index';
import { ItemMessages as M } from './messages';

export interface AccruedItem {
  id: number;
  communityAgentId: number;
  txnTypeId: number;
  parentItemId: number | null;
  parentStatusId: number | null;
}

/**
 * An accrued owner transaction, locked: its community on the caller's list, `level` access to
 * its type's claim (charges' claim for types without one, as RemoveItem does), still accrued.
 */
export async function lockAccruedItem(
  ctx: RequestContext,
  itemId: number,
  level: AccessLevel,
): Promise<AccruedItem> {
  const [row] = await queryRows<AccruedItem & { statusId: number }>(
    ctx.tx,
    sql`select i.id::int8 as id, i.community_agent_id::int8 as "communityAgentId",
               i.txn_type_id::int as "txnTypeId", i.status_id::int as "statusId",
               i.parent_item_id::int8 as "parentItemId", p.status_id::int as "parentStatusId"
          from items i left join items p on p.id = i.parent_item_id
         where i.id = ${itemId}::bigint
           for update of i`,
  );
  if (!row) throw notFound();
  await requireCommunity(ctx, row.communityAgentId);
  requireClaim(ctx, claimForTxnType(row.txnTypeId) ?? 'arapplycharges', level);
  if (!OwnerLedgerTxnTypeIds.includes(row.txnTypeId)) throw badRequest(M.notItemTransaction);
  if (row.statusId !== StatusId.Accrued) throw appError('ItemNotAccrued', M.notAccrued);
  return row;
}

/**
 * The date edits of an accrued item (UpdateEvent, UpdateItemBatch): the item locked (`update`
 * access), the new date checked as Item/ValidatePostDate checks it, called (community, date, 60,
 * true): refused outside the community's open periods; beyond 60 days from today the answer is
 * the confirmation to ask unless the user confirmed. Otherwise `assignments` (the columns' new
 * values) are written. The answer: whether it was, the confirmation, the item's dates.
 */
export async function updateAccruedItemDate(
  ctx: RequestContext,
  change: { itemId: number; date: string; confirmed: boolean },
  assignments: SQL,
) {
  const item = await lockAccruedItem(ctx, change.itemId, 'update');
  const problem = postingDateProblem(
    await communityPeriods(ctx.tx, item.communityAgentId),
    change.date,
  );
  if (problem) throw badRequest(problem);
  const confirm = change.confirmed
    ? null
    : postDateConfirmation(change.date, localDay(new Date()), 60);
  if (!confirm) {
    await ctx.tx.execute(
      sql`update items set ${assignments}, updated_at = now() where id = ${item.id}::bigint`,
    );
  }
  const [dates] = await queryRows<{
    EventDate: string;
    PostDate: string | null;
    Description: string | null;
  }>(
    ctx.tx,
    sql`select event_date::text as "EventDate", post_date::text as "PostDate",
               description as "Description" from items where id = ${item.id}::bigint`,
  );
  if (!dates) throw notFound();
  return { TopsItemId: item.id, IsUpdated: confirm === null, ConfirmMessage: confirm, ...dates };
}
