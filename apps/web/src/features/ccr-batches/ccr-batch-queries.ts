import { contract, type CcrBatchPhoto } from '@hoa/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { uploadFile } from '../../widgets/upload-file';

// Everything of the inspection batches sits under ['ccr-batches'].
export const ccrBatchesKey = ['ccr-batches'] as const;
const C = contract.ccrBatches;

export const batchesQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...ccrBatchesKey, 'list', communityAgentId],
    queryFn: () => api.call(C.GetCcrBatches, { query: { communityAgentId } }),
  });

export const batchQuery = (ccrBatchId: number) =>
  queryOptions({
    queryKey: [...ccrBatchesKey, 'batch', ccrBatchId],
    queryFn: () => api.call(C.GetCcrBatch, { query: { ccrBatchId } }),
  });

/** The community's properties with their positions; the phone keeps them while it walks. */
export const inspectionPropertiesQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...ccrBatchesKey, 'properties', communityAgentId],
    queryFn: () => api.call(C.GetCcrBatchProperties, { query: { communityAgentId } }),
    staleTime: 30 * 60_000,
  });

/** The community's CCR codes, one button each. */
export const inspectionCodesQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...ccrBatchesKey, 'codes', communityAgentId],
    queryFn: () => api.call(contract.codes.Index, { query: { cmtyAgentId: communityAgentId } }),
    staleTime: 30 * 60_000,
  });

/** After a change: the batches and their entries again, and the violation lists. */
export async function refreshBatches(client: QueryClient): Promise<void> {
  await client.invalidateQueries({ queryKey: ccrBatchesKey });
  await client.invalidateQueries({ queryKey: ['ccr'] });
}

export interface PhotoFacts {
  ClientKey: string;
  CapturedAt: string;
  Latitude?: number;
  Longitude?: number;
}

/** A photo of an entry with its key, capture time and the device's position where known. */
export async function sendEntryPhoto(
  entryId: number,
  file: Blob,
  fileName: string,
  facts: PhotoFacts,
): Promise<CcrBatchPhoto> {
  const named = file instanceof File ? file : new File([file], fileName, { type: file.type });
  return (await uploadFile(
    C.AddCcrBatchEntryPhoto.path,
    { CcrBatchEntryId: entryId, ...facts },
    named,
    'A photo of the entry could not be uploaded.',
  )) as CcrBatchPhoto;
}
