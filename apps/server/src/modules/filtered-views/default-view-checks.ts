import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { loadView } from './view-queries';

/** Both checks take a view id and answer a flag. */
export type DefaultCheck =
  | typeof contract.filteredViews.IsFilteredViewSetAsAnyUsersDefaultView
  | typeof contract.filteredViews.CheckIfFilteredViewIsSetAsAnyOtherUsersDefaultView;
type ViewQuery = InputOf<DefaultCheck>;

/** Whether any user, the caller included, has the view as their default. */
export function isSetAsAnyUsersDefault(ctx: RequestContext, input: ViewQuery): Promise<boolean> {
  return isDefaultOf(ctx, input.query.filteredViewId, false);
}

/** Whether a user other than the caller has the view as their default (asked before deleting). */
export function isSetAsAnyOtherUsersDefault(
  ctx: RequestContext,
  input: ViewQuery,
): Promise<boolean> {
  return isDefaultOf(ctx, input.query.filteredViewId, true);
}

async function isDefaultOf(
  ctx: RequestContext,
  filteredViewId: number,
  othersOnly: boolean,
): Promise<boolean> {
  await loadView(ctx, filteredViewId);
  const others = othersOnly ? sql`and user_id <> ${ctx.user.userId}` : sql``;
  const [row] = await queryRows<{ found: boolean }>(
    ctx.tx,
    sql`select exists (select 1 from filtered_view_defaults
          where filtered_view_id = ${filteredViewId} ${others}) as found`,
  );
  return row?.found === true;
}
