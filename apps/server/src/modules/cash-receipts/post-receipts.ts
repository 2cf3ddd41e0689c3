import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { CashReceiptTxnTypeIds } from '@hoa/domain';
import { requireClaim, requireCommunities } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { postCashReceipts } from './post-cash-receipts';
import { idArray } from '../../sql/index';

type PostCashReceipts = typeof contract.cashReceipts.PostCashReceipts;

/** Posts accrued cash receipts; a retried request finds them posted and posts nothing again. */
export async function postReceipts(
  ctx: RequestContext,
  { body }: InputOf<PostCashReceipts>,
): Promise<ResponseOf<PostCashReceipts>> {
  requireClaim(ctx, 'arownerpayments', 'create');
  const itemIds = [...new Set(body.ItemIds)];
  const found = await queryRows<{ community: number }>(
    ctx.tx,
    sql`select community_agent_id::int8 as community from items
         where id = any(${idArray(itemIds)})
           and txn_type_id = any(${`{${CashReceiptTxnTypeIds.join(',')}}`}::smallint[])`,
  );
  if (found.length !== itemIds.length) throw notFound();
  await requireCommunities(
    ctx,
    found.map((f) => f.community),
  );
  return { ItemIds: await postCashReceipts(ctx.tx, ctx.user.companyId, itemIds) };
}
