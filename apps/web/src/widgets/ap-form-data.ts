import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../app/api';

/**
 * What the AP forms offer for a community (vendors, accounts, cost centers, banks): the invoice
 * form, the default distributions, the credit memos of a check run and the AP adjustments read it.
 */
export function apFormDataQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: ['ap-form-data', communityAgentId],
    queryFn: () =>
      api.call(contract.apInvoices.GetInvoiceFormData, { query: { communityAgentId } }),
  });
}
