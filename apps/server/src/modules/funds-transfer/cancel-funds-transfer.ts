import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { cancelReasonProblem, FundsTransferStatus } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readTransfer } from './transfer-queries';

type CancelFundsTransfer = typeof contract.fundsTransfer.CancelFundsTransfer;

/** FundsTransfer/CancelFundsTransfer: a pending transfer is cancelled with its reason. */
export async function cancelFundsTransfer(
  ctx: RequestContext,
  { body }: InputOf<CancelFundsTransfer>,
): Promise<ResponseOf<CancelFundsTransfer>> {
  requireClaim(ctx, 'gljournalentries', 'update');
  const [row] = await queryRows<{ community: number; status: number }>(
    ctx.tx,
    sql`select community_agent_id::int8 as community, status::int as status
          from funds_transfers where id = ${body.FundsTransferId}::bigint for update`,
  );
  if (!row) throw notFound();
  await requireCommunity(ctx, row.community);
  const problem = cancelReasonProblem(body.Reason);
  if (problem) throw badRequest(problem);
  if (row.status !== FundsTransferStatus.Pending) throw appError('FundsTransferNotPending');
  await ctx.tx.execute(
    sql`update funds_transfers set status = ${FundsTransferStatus.Cancelled},
          cancel_reason = ${body.Reason.trim()}, cancelled_by_user_id = ${ctx.user.userId}::bigint,
          cancelled_at = now()
        where id = ${body.FundsTransferId}::bigint`,
  );
  return readTransfer(ctx, body.FundsTransferId);
}
