import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { ChargeMessages } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { postReceivableItems, withLargeBatchPlan } from '../gl/index';
import { bigintArray } from './run-codes';
import { requireAccrued, requireItem, runItems, type RunItem } from './run-items';

type PostItem = typeof contract.charges.PostItem;
type PostAndOverrideItem = typeof contract.charges.PostAndOverrideItem;

/**
 * PostItem: accrued charge runs, of one community or many, posted in the request's transaction
 * through the receivable posting function, so a refusal anywhere (a closed period, a code without
 * accounts) leaves nothing posted. Runs of types that keep it set their codes' last applied date.
 */
export async function postItem(
  ctx: RequestContext,
  input: InputOf<PostItem>,
): Promise<ResponseOf<PostItem>> {
  const items = await runItems(ctx, input.body.ItemIds, 'create');
  requireAccrued(items);
  return postRuns(ctx, items);
}

/** PostAndOverrideItem: a run posted with the offset (credit) account of some codes replaced. */
export async function postAndOverrideItem(
  ctx: RequestContext,
  input: InputOf<PostAndOverrideItem>,
): Promise<ResponseOf<PostAndOverrideItem>> {
  const { TopsItemId, CreditAccountOverrides: overrides } = input.body;
  const items = await runItems(ctx, [TopsItemId], 'create');
  requireAccrued(items);
  const item = requireItem(items);
  if (overrides.length > 0) {
    const accountIds = overrides.map((o) => o.TopsAccountId);
    const [foreign] = await queryRows<{ id: string }>(
      ctx.tx,
      sql`select u.id::text from unnest(${bigintArray(accountIds)}) as u(id)
           left join accounts a on a.id = u.id and a.community_agent_id = ${item.CommunityAgentId}
          where a.id is null limit 1`,
    );
    if (foreign) throw badRequest(ChargeMessages.accountNotInCommunity);
    await ctx.tx.execute(
      sql`update item_agent_details d set account_id = o.account_id
            from unnest(${bigintArray(overrides.map((o) => o.TopsCodeId))},
                        ${bigintArray(accountIds)}) as o(code_id, account_id), item_agents ia
           where ia.id = d.item_agent_id and ia.item_id = ${TopsItemId}
             and d.code_id = o.code_id and d.account_id is not null`,
    );
  }
  return postRuns(ctx, items);
}

async function postRuns(
  ctx: RequestContext,
  items: readonly RunItem[],
): Promise<ResponseOf<PostItem>> {
  const ids = items.map((item) => item.TopsItemId);
  await withLargeBatchPlan(ctx.tx, ids.length, () =>
    postReceivableItems(ctx.tx, ctx.user.companyId, ids),
  );
  const keeping = items.filter((item) => item.calculator.setsLastApplied).map((i) => i.TopsItemId);
  if (keeping.length > 0) {
    // From the owner lines just posted, found by item: the run's details were written in this
    // transaction and carry no statistics yet, and a plan built on them is quadratic.
    await ctx.tx.execute(
      sql`update codes k set last_applied = x.post_date
            from (select a.code_id, max(a.post_date) as post_date
                    from ar_lines a
                   where a.item_id = any(${bigintArray(keeping)})
                   group by a.code_id) x
           where k.id = x.code_id
             and (k.last_applied is null or k.last_applied < x.post_date)`,
    );
  }
  return {
    PostedCount: items.length,
    TotalAmount: items.reduce((sum, item) => sum + item.TotalAmount, 0),
  };
}
