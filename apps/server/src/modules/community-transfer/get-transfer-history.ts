import type { contract, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { companyTransfers, transfersOf } from './transfer-rows';

type GetTransferHistory = typeof contract.communityTransfer.GetTransferHistory;

/** The transfer history route: every transfer the company sent or received. */
export async function getTransferHistory(
  ctx: RequestContext,
): Promise<ResponseOf<GetTransferHistory>> {
  requireClaim(ctx, 'community', 'read');
  return transfersOf(ctx, await companyTransfers(ctx));
}
