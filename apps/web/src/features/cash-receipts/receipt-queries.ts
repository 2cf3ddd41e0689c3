import { contract, type CashReceiptRow, type ResponseOf } from '@hoa/contract';
import { CashReceiptTxnTypeIds, StatusId } from '@hoa/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { buildRoute, SiteMap } from '../../app/site-map';

// Everything of this area sits under ['cash-receipts'].
export const receiptsKey = ['cash-receipts'] as const;
const C = contract.cashReceipts;

export function paymentSetupQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...receiptsKey, 'setup', communityAgentId],
    queryFn: () => api.call(C.GetPaymentSetup, { query: { communityAgentId } }),
  });
}

type BankAccountRow = ResponseOf<typeof C.GetPaymentSetup>['BankAccounts'][number];

/** The setup's bank accounts as select options: by name, or by name and masked number. */
export function bankAccountOptions(
  setup: { BankAccounts: readonly BankAccountRow[] } | undefined,
  { withNumber = false } = {},
): { value: string; label: string }[] {
  return (setup?.BankAccounts ?? []).map((b) => ({
    value: String(b.BankAccountId),
    label: withNumber ? `${b.AccountName} ${b.MaskedAccountNumber}` : b.AccountName,
  }));
}

export function paymentOwnersQuery(communityAgentId: number, searchTerm: string) {
  return queryOptions({
    queryKey: [...receiptsKey, 'owners', communityAgentId, searchTerm],
    queryFn: () => api.call(C.GetPaymentOwners, { query: { communityAgentId, searchTerm } }),
  });
}

export function openChargesQuery(ownerAgentId: number) {
  return queryOptions({
    queryKey: [...receiptsKey, 'open', ownerAgentId],
    queryFn: () => api.call(C.GetOwnerOpenCharges, { query: { ownerAgentId } }),
    enabled: ownerAgentId > 0,
  });
}

export function cashReceiptsQuery(communityAgentId: number, statusId: number | null, page: number) {
  return queryOptions({
    queryKey: [...receiptsKey, 'list', communityAgentId, statusId, page],
    queryFn: () =>
      api.call(C.GetCashReceipts, {
        query: {
          communityAgentId,
          statusId: statusId ?? undefined,
          skip: (page - 1) * receiptsPageSize,
          take: receiptsPageSize,
        },
      }),
  });
}
export const receiptsPageSize = 25;

export function paymentSummaryQuery(itemIDs: string) {
  return queryOptions({
    queryKey: [...receiptsKey, 'summary', itemIDs],
    queryFn: () => api.call(C.GetOwnerPaymentSummary, { query: { itemIDs } }),
  });
}

/**
 * Where a payment opens (spec 3 §2 'Route choice'): a cash receipt its summary when posted and its
 * edit screen when accrued; a backout payment or NSF the summary when posted, else its add screen.
 */
export function receiptRoute(
  communityAgentId: number,
  row: Pick<CashReceiptRow, 'TopsItemId' | 'TopsTxnTypeId' | 'TopsStatusId'>,
): string {
  const posted = row.TopsStatusId !== StatusId.Accrued;
  if (posted) {
    return buildRoute(SiteMap.cashReceiptSummary, { communityAgentId, itemIDs: row.TopsItemId });
  }
  return CashReceiptTxnTypeIds.includes(row.TopsTxnTypeId)
    ? buildRoute(SiteMap.cashReceiptEdit, { communityAgentId, ItemId: row.TopsItemId })
    : buildRoute(SiteMap.backoutPaymentAdd, { communityAgentId, itemId: row.TopsItemId });
}

export const statusLabel = (statusId: number) =>
  statusId === StatusId.Accrued ? 'Accrued' : statusId === StatusId.Posted ? 'Posted' : 'Deleted';

/** A fresh key per form, so a retried save posts once. */
export const newIdempotencyKey = () => crypto.randomUUID();

export const positiveId = (value: unknown): number => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
};
