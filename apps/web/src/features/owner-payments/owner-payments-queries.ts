import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

export const ownerPaymentsKey = ['owner-payments'] as const;

/** Whether the one-time payment drawer opens for a property or primary owner (spec 3 §6). */
export function paymentPlatformStatusQuery(agentId: number) {
  return queryOptions({
    queryKey: [...ownerPaymentsKey, 'platform-status', agentId],
    queryFn: () =>
      api.call(contract.ownerPayments.GetPaymentPlatformStatus, { params: { id: agentId } }),
  });
}

/** The balance, the convenience fees and the saved payment methods of the owner who pays. */
export function paymentOptionsQuery(agentId: number) {
  return queryOptions({
    queryKey: [...ownerPaymentsKey, 'options', agentId],
    queryFn: () => api.call(contract.ownerPayments.GetPaymentOptions, { params: { id: agentId } }),
  });
}
