import type { ResponseOf, ownerPayments } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { staffPayee } from './staff-payer';

/**
 * GetPaymentPlatformStatus: what the back office needs to offer the one-time payment drawer on a
 * property or primary owner (the community's payment platform status, the owner who pays).
 */
export async function getPaymentPlatformStatus(
  ctx: RequestContext,
  agentId: number,
): Promise<ResponseOf<typeof ownerPayments.GetPaymentPlatformStatus>> {
  const payee = await staffPayee(ctx, agentId);
  return {
    PaymentPlatformStatusId: payee.platformStatusId,
    PrimaryOwnerAgentId: payee.ownerAgentId,
  };
}
