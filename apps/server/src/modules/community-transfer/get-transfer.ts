import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { loadTransfer, transferOf } from './transfer-rows';

type GetTransfer = typeof contract.communityTransfer.GetTransfer;

/** One transfer of the company, sent or received, with its steps. */
export async function getTransfer(
  ctx: RequestContext,
  input: InputOf<GetTransfer>,
): Promise<ResponseOf<GetTransfer>> {
  requireClaim(ctx, 'community', 'read');
  return transferOf(ctx, await loadTransfer(ctx.tx, input.params.id));
}
