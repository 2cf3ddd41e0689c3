import { queryRows, sql } from '@hoa/db';
import {
  claimForTxnType,
  localDay,
  OwnerLedgerTxnTypeIds,
  postDateConfirmation,
  StatusId,
  type AccessLevel,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { AppError, badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { communityPeriods, postingDateProblem } from '../journal/index';
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
    sql`select i.id::float8 as id, i.community_agent_id::float8 as "communityAgentId",
               i.txn_type_id::int as "txnTypeId", i.status_id::int as "statusId",
               i.parent_item_id::float8 as "parentItemId", p.status_id::int as "parentStatusId"
          from items i left join items p on p.id = i.parent_item_id
         where i.id = ${itemId}::bigint
           for update of i`,
  );
  if (!row) throw notFound();
  await requireCommunity(ctx, row.communityAgentId);
  requireClaim(ctx, claimForTxnType(row.txnTypeId) ?? 'arapplycharges', level);
  if (!OwnerLedgerTxnTypeIds.includes(row.txnTypeId)) throw badRequest(M.notItemTransaction);
  if (row.statusId !== StatusId.Accrued) throw new AppError(409, M.notAccrued);
  return row;
}

/**
 * A new post date checked as Item/ValidatePostDate checks it, called (community, date, 60,
 * true): refused outside the community's open periods; beyond 60 days from today the answer is
 * the confirmation to ask unless the user confirmed.
 */
export async function postDateCheck(
  ctx: RequestContext,
  communityAgentId: number,
  postDate: string,
  confirmed: boolean,
): Promise<string | null> {
  const problem = postingDateProblem(await communityPeriods(ctx.tx, communityAgentId), postDate);
  if (problem) throw badRequest(problem);
  return confirmed ? null : postDateConfirmation(postDate, localDay(new Date()), 60);
}

/** An item's dates and description as the date edits answer them. */
export async function itemDates(ctx: RequestContext, itemId: number) {
  const [row] = await queryRows<{
    EventDate: string;
    PostDate: string | null;
    Description: string | null;
  }>(
    ctx.tx,
    sql`select event_date::text as "EventDate", post_date::text as "PostDate",
               description as "Description" from items where id = ${itemId}::bigint`,
  );
  if (!row) throw notFound();
  return row;
}
