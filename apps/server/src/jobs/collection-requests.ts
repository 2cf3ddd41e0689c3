import type { Database } from '@hoa/db';
import {
  CollectionRequestQueue,
  runCollectionRequest,
  type CollectionRequest,
} from '../modules/collections/index';
import type { Jobs } from './types';
import type { UserRequestData } from './user-requests';

/**
 * Runs the queued collection accrue and post requests (Collection/EnqueueAccrueRequest,
 * Item/EnqueuePostCollectionRequest); what each returns is its output, read back by
 * Collection/GetRequestStatus.
 */
export async function startCollectionRequests(database: Database, jobs: Jobs): Promise<void> {
  await jobs.work<UserRequestData<CollectionRequest>>(CollectionRequestQueue, (data) =>
    runCollectionRequest(database, data),
  );
}
