import {
  ApiError,
  contract,
  type CollectionRequestStatus,
  type RequestOf,
  type ResponseOf,
} from '@hoa/contract';
import { Messages } from '@hoa/domain';
import { api } from '../../app/api';

// A collection run (53) accrues and posts as background requests (Collection/EnqueueAccrueRequest,
// Item/EnqueuePostCollectionRequest) polled through Collection/GetRequestStatus; the result is what
// Accrue and PostItem answer, and a refusal is thrown as theirs is, so the screens show it alike.
// It sits with charges because the charge review, late fees and interest, and collections use it.

type Accrue = typeof contract.charges.Accrue;
type PostItem = typeof contract.charges.PostItem;

/** Where a background request is: queued for the worker, or being worked on. */
export type RequestProgress = 'waiting' | 'running';

export const requestProgressText: Record<RequestProgress, string> = {
  waiting: 'Queued: waiting for the background worker…',
  running: 'Running in the background…',
};

export type OnRequestProgress = (progress: RequestProgress) => void;

const pollMs = 750;

/** Accrue of a collection run, as a background request; Accrue itself where jobs are off. */
export function accrueCollectionRun(
  body: RequestOf<Accrue>['body'],
  onProgress: OnRequestProgress,
): Promise<ResponseOf<Accrue>> {
  const { PostDate, Communities } = body;
  return throughRequest(
    () => api.call(contract.collections.EnqueueAccrueRequest, { body: { PostDate, Communities } }),
    () => api.call(contract.charges.Accrue, { body }),
    (status) => status.Accrued,
    onProgress,
  );
}

/** PostItem of accrued collection runs, as a background request; PostItem where jobs are off. */
export function postCollectionRuns(
  itemIds: number[],
  onProgress: OnRequestProgress,
): Promise<ResponseOf<PostItem>> {
  const body = { ItemIds: itemIds };
  return throughRequest(
    () => api.call(contract.collections.EnqueuePostCollectionRequest, { body }),
    () => api.call(contract.charges.PostItem, { body }),
    (status) => status.Posted,
    onProgress,
  );
}

/**
 * Queues a request and polls it to its end. The enqueue answers 409 on a server without
 * background jobs: then the synchronous call does the work (for any other 409, a refusal, it
 * answers the same refusal). A request that completed with a message or failed throws it as the
 * synchronous call would have.
 */
async function throughRequest<T>(
  enqueue: () => Promise<{ RequestId: string }>,
  direct: () => Promise<T>,
  resultOf: (status: CollectionRequestStatus) => T | null,
  onProgress: OnRequestProgress,
): Promise<T> {
  let requestId: string;
  try {
    requestId = (await enqueue()).RequestId;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return direct();
    throw error;
  }
  onProgress('waiting');
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    const status = await api.call(contract.collections.GetRequestStatus, {
      query: { requestId },
    });
    if (status.State === 'waiting' || status.State === 'running') {
      onProgress(status.State);
      continue;
    }
    if (status.errorMessage !== null) {
      throw new ApiError(status.State === 'failed' ? 500 : 400, status.errorMessage);
    }
    const result = resultOf(status);
    if (result === null) throw new ApiError(500, Messages.unknownError);
    return result;
  }
}
