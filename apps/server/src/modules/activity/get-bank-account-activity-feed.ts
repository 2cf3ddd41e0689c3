import { bankAccounts, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readFeed } from './feed-query';
import { communityFeedScope } from './feed-scope';

type GetBankAccountActivityFeed = typeof contract.activity.GetBankAccountActivityFeed;

/**
 * A bank account's feed (spec 1 §7): the items with a line on its general ledger account, in its
 * community (off the caller's list: 403; another company's account: 404).
 */
export async function getBankAccountActivityFeed(
  ctx: RequestContext,
  input: InputOf<GetBankAccountActivityFeed>,
): Promise<ResponseOf<GetBankAccountActivityFeed>> {
  const q = input.query;
  const [account] = await ctx.tx
    .select({
      communityAgentId: bankAccounts.communityAgentId,
      glAccountId: bankAccounts.glAccountId,
    })
    .from(bankAccounts)
    .where(eq(bankAccounts.id, q.bankAccountId));
  if (!account) throw notFound();
  const scope = await communityFeedScope(ctx, { ...q, communityAgentId: account.communityAgentId });
  if (account.glAccountId === null) return { TotalCount: 0, Items: [] };
  return readFeed(
    ctx,
    { ...scope, txnTypeIds: null, glAccountId: account.glAccountId },
    { skip: q.skip, take: q.take },
  );
}
