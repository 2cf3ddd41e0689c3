import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

// Everything of this area sits under ['ap-invoices'].
export const apInvoicesKey = ['ap-invoices'] as const;
const A = contract.apInvoices;
const T = contract.invoiceTemplates;
const D = contract.defaultDistributions;

export function invoiceQuery(itemID: number, source?: 'OCR' | 'VA') {
  return queryOptions({
    queryKey: [...apInvoicesKey, 'invoice', itemID, source ?? ''],
    queryFn: () => api.call(A.GetInvoice, { query: source ? { itemID, source } : { itemID } }),
  });
}

export function duplicatesQuery(
  vendorAgentId: number,
  invoiceNumber: string,
  excludeItemId?: number,
) {
  return queryOptions({
    queryKey: [...apInvoicesKey, 'duplicates', vendorAgentId, invoiceNumber, excludeItemId ?? 0],
    queryFn: () =>
      api.call(A.GetDuplicateInvoiceNumbers, {
        query: excludeItemId
          ? { vendorAgentId, invoiceNumber, excludeItemId }
          : { vendorAgentId, invoiceNumber },
      }),
    enabled: vendorAgentId > 0 && invoiceNumber.trim() !== '',
  });
}

export function templatesQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...apInvoicesKey, 'templates', communityAgentId],
    queryFn: () => api.call(T.GetInvoiceTemplates, { query: { communityAgentId } }),
  });
}

export function distributionsQuery(communityId: number, vendorId: number | null) {
  return queryOptions({
    queryKey: [...apInvoicesKey, 'distributions', communityId, vendorId ?? 0],
    queryFn: () =>
      vendorId
        ? api.call(D.GetVendorDefaultDistributions, { query: { agentId: vendorId } })
        : api.call(D.GetDefaultDistributions, { query: { communityId } }),
  });
}

export function distributionQuery(distributionId: number) {
  return queryOptions({
    queryKey: [...apInvoicesKey, 'distribution', distributionId],
    queryFn: () => api.call(D.GetDefaultDistribution, { query: { distributionId } }),
    enabled: distributionId > 0,
  });
}
