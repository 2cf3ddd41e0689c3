import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { ChargeMessages, LastAppliedTxnTypeIds } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { postReceivableItems } from '../gl/index';
import { setCodesLastApplied } from './codes-last-applied';
import { idArray } from '../../sql/index';
import { requireAccrued, requireItem, runItems, type RunItem } from './run-items';

type PostItem = typeof contract.charges.PostItem;
type PostAndOverrideItem = typeof contract.charges.PostAndOverrideItem;

/**
 * PostItem: accrued charge runs, of one community or many, posted in the request's transaction
 * through the receivable posting function, so a refusal anywhere (a closed period, a code without
 * accounts) leaves nothing posted. Runs of types that keep it set their codes' last applied date.
 */
export function postItem(
  ctx: RequestContext,
  input: InputOf<PostItem>,
): Promise<ResponseOf<PostItem>> {
  return postItemsOfType(ctx, input.body.ItemIds);
}

/**
 * PostItem for runs of one type (PostItemV2 of late fees and interest, the collection post
 * request): the same posting, refusing (404) a run of another type before anything is posted.
 */
export const postItemOfType =
  (txnTypeId: number) =>
  (ctx: RequestContext, input: Pick<InputOf<PostItem>, 'body'>): Promise<ResponseOf<PostItem>> =>
    postItemsOfType(ctx, input.body.ItemIds, txnTypeId);

/**
 * The checks of posting runs of a type, without posting (a post queued to run later): each is a
 * run of the type the caller may create, in their communities, still accrued. Its communities.
 */
export async function requirePostableRuns(
  ctx: RequestContext,
  itemIds: readonly number[],
  txnTypeId: number,
): Promise<number[]> {
  const items = await runItems(ctx, itemIds, 'create', { totals: false, txnTypeId });
  requireAccrued(items);
  return [...new Set(items.map((item) => item.CommunityAgentId))];
}

async function postItemsOfType(
  ctx: RequestContext,
  itemIds: readonly number[],
  txnTypeId?: number,
): Promise<ResponseOf<PostItem>> {
  const items = await runItems(ctx, itemIds, 'create', { totals: false, txnTypeId });
  requireAccrued(items);
  return postRuns(ctx, items);
}

/** PostAndOverrideItem: a run posted with the offset (credit) account of some codes replaced. */
export async function postAndOverrideItem(
  ctx: RequestContext,
  input: InputOf<PostAndOverrideItem>,
): Promise<ResponseOf<PostAndOverrideItem>> {
  const { TopsItemId, CreditAccountOverrides: overrides } = input.body;
  const items = await runItems(ctx, [TopsItemId], 'create', { totals: false });
  requireAccrued(items);
  const item = requireItem(items);
  if (overrides.length > 0) {
    const accountIds = overrides.map((o) => o.TopsAccountId);
    const [foreign] = await queryRows<{ id: string }>(
      ctx.tx,
      sql`select u.id::text from unnest(${idArray(accountIds)}) as u(id)
           left join accounts a on a.id = u.id and a.community_agent_id = ${item.CommunityAgentId}
          where a.id is null limit 1`,
    );
    if (foreign) throw badRequest(ChargeMessages.accountNotInCommunity);
    await ctx.tx.execute(
      sql`update item_agent_details d set account_id = o.account_id
            from unnest(${idArray(overrides.map((o) => o.TopsCodeId))},
                        ${idArray(accountIds)}) as o(code_id, account_id), item_agents ia
           where ia.id = d.item_agent_id and ia.item_id = ${TopsItemId}
             and d.code_id = o.code_id and d.account_id is not null`,
    );
    await ctx.tx.execute(
      sql`update charge_run_codes r set account_id = o.account_id
            from unnest(${idArray(overrides.map((o) => o.TopsCodeId))},
                        ${idArray(accountIds)}) as o(code_id, account_id)
           where r.item_id = ${TopsItemId} and r.code_id = o.code_id and r.account_id is not null`,
    );
  }
  return postRuns(ctx, items);
}

/** Posts the runs and sets the last applied date of the codes they posted (runs that keep it). */
async function postRuns(
  ctx: RequestContext,
  items: readonly RunItem[],
): Promise<ResponseOf<PostItem>> {
  const posted = await postReceivableItems(
    ctx.tx,
    ctx.user.companyId,
    items.map((item) => item.TopsItemId),
  );
  const keeping = new Set(
    items
      .filter((item) => LastAppliedTxnTypeIds.includes(item.calculator.txnTypeId))
      .map((item) => item.TopsItemId),
  );
  await setCodesLastApplied(
    ctx.tx,
    posted.filter((p) => keeping.has(p.itemId)),
  );
  // A run of credits counts what it credited, negative (as its batch summary does).
  const credits = new Set(
    items.filter((item) => item.calculator.credits).map((item) => item.TopsItemId),
  );
  return {
    PostedCount: items.length,
    TotalAmount: posted.reduce(
      (sum, p) => sum + (credits.has(p.itemId) ? -p.creditedCents : p.chargedCents),
      0,
    ),
  };
}
