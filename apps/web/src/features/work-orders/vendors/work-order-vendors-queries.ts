import { contract } from '@hoa/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api';
import { workOrdersKey } from '../work-orders-queries';

// Everything of a work order sent to its vendor sits under the work orders' key.
export const workOrderVendorsKey = [...workOrdersKey, 'vendors'] as const;
const V = contract.workOrderVendors;

export const emailHistoryQuery = (itemId: number) =>
  queryOptions({
    queryKey: [...workOrderVendorsKey, 'history', itemId],
    queryFn: () => api.call(V.GetEmailHistory, { query: { itemId } }),
  });

export const vendorEmailOptionsQuery = (itemId: number) =>
  queryOptions({
    queryKey: [...workOrderVendorsKey, 'options', itemId],
    queryFn: () => api.call(V.GetVendorEmailOptions, { query: { itemId } }),
  });

export const vendorWorkOrdersQuery = (vendorAgentId: number, isOpenOnly: boolean) =>
  queryOptions({
    queryKey: [...workOrderVendorsKey, 'vendor', vendorAgentId, isOpenOnly],
    queryFn: () =>
      api.call(V.GetVendorWorkOrders, {
        query: { vendorAgentId, isOpenOnly: isOpenOnly ? 'true' : 'false' },
      }),
  });

export const workOrderInvoicesQuery = (itemId: number) =>
  queryOptions({
    queryKey: [...workOrderVendorsKey, 'invoices', itemId],
    queryFn: () => api.call(V.GetWorkOrderInvoices, { query: { itemId } }),
  });

/** After an email: the history again. */
export function refreshWorkOrderVendors(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: workOrderVendorsKey });
}
