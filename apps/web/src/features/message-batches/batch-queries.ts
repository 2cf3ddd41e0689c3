import { contract, type MessageBatchHeader, type PrintOrderState } from '@hoa/contract';
import { AgentTypeId, DeliveryMethods, StatusId } from '@hoa/domain';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { api } from '../../app/api';
import { withSearch } from '../../app/site-map';
import { downloadFile, fetchFileBlob } from '../../widgets/download-file';

// Everything of this area sits under ['message-batches'].
export const batchesKey = ['message-batches'] as const;
const B = contract.messageBatches;

export const batchesPageSize = 100;
export const recipientsPageSize = 100;

export const batchesQuery = (communityAgentId: number, page: number) =>
  queryOptions({
    queryKey: [...batchesKey, 'list', communityAgentId, page],
    queryFn: () =>
      api.call(B.GetMessageBatches, {
        query: { communityAgentId, skip: (page - 1) * batchesPageSize, take: batchesPageSize },
      }),
    placeholderData: keepPreviousData,
  });

/** While a released batch is being sent, how often its header is read again. */
const progressPollMs = 1_000;

/** Whether a batch is released and its background work not done yet. */
export function isSending(header: MessageBatchHeader | undefined): boolean {
  return (
    header !== undefined &&
    !header.IsEditable &&
    header.TopsStatusId !== StatusId.Complete &&
    header.ReleaseError === null
  );
}

export const headerQuery = (messageBatchItemId: number) =>
  queryOptions({
    queryKey: [...batchesKey, 'header', messageBatchItemId],
    queryFn: () => api.call(B.GetMessageBatchReviewHeader, { query: { messageBatchItemId } }),
    // A released batch is polled until its letters and emails are all made.
    refetchInterval: (query) => (isSending(query.state.data) ? progressPollMs : false),
  });

export const recipientsQuery = (messageBatchItemId: number, page: number) =>
  queryOptions({
    queryKey: [...batchesKey, 'recipients', messageBatchItemId, page],
    queryFn: () =>
      api.call(B.GetMessageBatchRecipients, {
        query: {
          messageBatchItemId,
          skip: (page - 1) * recipientsPageSize,
          take: recipientsPageSize,
        },
      }),
    placeholderData: keepPreviousData,
  });

export const dryRunQuery = (messageBatchItemId: number) =>
  queryOptions({
    queryKey: [...batchesKey, 'dry-run', messageBatchItemId],
    queryFn: () => api.call(B.GetMessageBatchDryRun, { query: { messageBatchItemId } }),
  });

export const feedQuery = (parentItemId: number, page: number) =>
  queryOptions({
    queryKey: [...batchesKey, 'feed', parentItemId, page],
    queryFn: () =>
      api.call(contract.communicationFeed.GetByParent, {
        query: { parentItemId, offset: (page - 1) * 100, take: 100 },
      }),
    placeholderData: keepPreviousData,
  });

export const agentFeedQuery = (agentId: number, page: number) =>
  queryOptions({
    queryKey: [...batchesKey, 'agent-feed', agentId, page],
    queryFn: () =>
      api.call(contract.communicationFeed.GetByAgent, {
        query: { agentId, offset: (page - 1) * 100, take: 100 },
      }),
    placeholderData: keepPreviousData,
  });

export const orderStateQuery = (batchItemId: number) =>
  queryOptions({
    queryKey: [...batchesKey, 'order-state', batchItemId],
    queryFn: () =>
      api.call(contract.printVendor.GetOrderStateByBatchItemId, { query: { batchItemId } }),
  });

export const certifiedQuery = (orderNumber: string | null) =>
  queryOptions({
    queryKey: [...batchesKey, 'certified', orderNumber],
    queryFn:
      orderNumber === null
        ? skipToken
        : () => api.call(contract.printVendor.GetCertifiedOrderDetails, { query: { orderNumber } }),
  });

/** Owners fetched per call when the whole list of a community's owners is read. */
const ownersChunk = 100;

/**
 * Every primary owner of a community with their email (the Owners list's call, paged 100 at a
 * time, read whole so that a batch can take any of them).
 */
export const communityOwnersQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...batchesKey, 'owners', communityAgentId],
    queryFn: async () => {
      const call = (skip: number) =>
        api.call(contract.portfolio.GetOwnerPortfolio, {
          query: {
            communityAgentId,
            agentTypeId: AgentTypeId.PrimaryOwner,
            skip,
            take: ownersChunk,
          },
        });
      const first = await call(0);
      const rest: number[] = [];
      for (let skip = ownersChunk; skip < first.TotalCount; skip += ownersChunk) rest.push(skip);
      const pages = await Promise.all(rest.map(call));
      return [first, ...pages].flatMap((p) => p.Results);
    },
    staleTime: 60_000,
  });

/** The files attached to a profile (an owner's, the community's), pinned first, newest first. */
export const agentFilesQuery = (agentId: number) =>
  queryOptions({
    queryKey: [...batchesKey, 'agent-files', agentId],
    queryFn: () => api.call(contract.attachments.GetAgentAttachments, { query: { agentId } }),
  });

/** The files attached to a bank account, newest first. */
export const bankAccountFilesQuery = (bankAccountId: number | null) =>
  queryOptions({
    queryKey: [...batchesKey, 'bank-account-files', bankAccountId],
    queryFn:
      bankAccountId === null
        ? skipToken
        : () =>
            api.call(contract.attachments.GetBankAccountAttachments, {
              query: { bankAccountId },
            }),
  });

export const deliveryMethodName = (id: number): string =>
  DeliveryMethods.find((m) => m.DeliveryMethodId === id)?.Name ?? '';

const batchFile = (path: string, messageBatchItemId: number) =>
  withSearch(path, { messageBatchItemId: String(messageBatchItemId) });

/** The first three valid recipients' letters, as they would be sent (PDF blob). */
export const sampleLettersQuery = (messageBatchItemId: number, open: boolean) =>
  queryOptions({
    queryKey: [...batchesKey, 'samples', messageBatchItemId],
    queryFn: open
      ? () =>
          fetchFileBlob(
            batchFile(B.GetSampleLetters.path, messageBatchItemId),
            'The sample letters could not be made.',
          )
      : skipToken,
    staleTime: 0,
    gcTime: 0,
  });

/** One sent letter as it went out (PDF blob). */
export const formLetterQuery = (deliveryId: number | null) =>
  queryOptions({
    queryKey: [...batchesKey, 'letter', deliveryId],
    queryFn:
      deliveryId === null
        ? skipToken
        : () =>
            fetchFileBlob(
              withSearch(contract.communicationFeed.GetFormLetterView.path, {
                deliveryId: String(deliveryId),
              }),
              'The letter could not be opened.',
            ),
  });

/** The merged PDF of a released batch's print letters. */
export const downloadPrintFile = (messageBatchItemId: number): Promise<void> =>
  downloadFile(
    batchFile(B.DownloadPrintFile.path, messageBatchItemId),
    `message-batch-${String(messageBatchItemId)}.pdf`,
    'The print file could not be downloaded.',
  );

export const printQueuePageSize = 100;

/** The print orders of the caller's communities, newest first; `orderState` narrows them. */
export const printQueueQuery = (orderState: PrintOrderState | null, page: number) =>
  queryOptions({
    queryKey: [...batchesKey, 'print-queue', orderState, page],
    queryFn: () =>
      api.call(contract.printVendor.GetPrintQueue, {
        query: {
          ...(orderState === null ? {} : { orderState }),
          skip: (page - 1) * printQueuePageSize,
          take: printQueuePageSize,
        },
      }),
    placeholderData: keepPreviousData,
  });
