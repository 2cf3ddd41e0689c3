import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { transferKeyHash } from './generate-transfer-key';
import { loadTransfer, transferOf } from './transfer-rows';

type BeginTransfer = typeof contract.communityTransfer.BeginTransfer;

/**
 * The receiving company enters the key ('community transfer incoming'): the transfer becomes
 * its own with step 1 done; the web goes on to the setup transfer route. A key works once, for
 * another company than the sender, until it expires.
 */
export async function beginTransfer(
  ctx: RequestContext,
  input: InputOf<BeginTransfer>,
): Promise<ResponseOf<BeginTransfer>> {
  requireClaim(ctx, 'community', 'create');
  const [claimed] = await queryRows<{ id: number | null }>(
    ctx.tx,
    sql`select app_claim_community_transfer(${transferKeyHash(input.body.TransferKey)})::int8 as id`,
  );
  if (!claimed?.id) throw appError('CommunityTransferKeyInvalid');
  return transferOf(ctx, await loadTransfer(ctx.tx, Number(claimed.id)));
}
