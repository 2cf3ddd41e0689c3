import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { FundsTransferStatus, todayIso } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { postTransfers } from './post-transfers';
import { readTransfers } from './transfer-queries';
import { idArray } from '../../sql/index';

type PostDueTransfers = typeof contract.fundsTransfer.PostDueTransfers;

/** FundsTransfer/PostDueTransfers: posts the community's pending transfers that are due. */
export async function postDueTransfers(
  ctx: RequestContext,
  { body }: InputOf<PostDueTransfers>,
): Promise<ResponseOf<PostDueTransfers>> {
  requireClaim(ctx, 'gljournalentries', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  const asOf = body.AsOfDate && body.AsOfDate < todayIso() ? body.AsOfDate : todayIso();
  const due = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select id::int8 as id from funds_transfers
         where community_agent_id = ${body.CommunityAgentId}::bigint
           and status = ${FundsTransferStatus.Pending} and transfer_date <= ${asOf}::date`,
  );
  const posted = await postTransfers(
    ctx,
    due.map((d) => d.id),
  );
  if (posted.length === 0) return { Posted: [] };
  return {
    Posted: await readTransfers(ctx, sql`ft.id = any(${idArray(posted)})`),
  };
}
