import type { Database } from '@hoa/db';
import type { FileStore } from '../files/file-store';
import {
  MessageBatchReleaseQueue,
  runMessageBatchRelease,
  type ReleaseRequest,
} from '../modules/message-batches/index';
import type { PrintVendor } from '../print/print-vendor';
import type { Jobs } from './types';
import type { UserRequestData } from './user-requests';

/** Releases the message batches users asked to release (MessageBatch/Release). */
export async function startMessageBatchReleases(
  database: Database,
  jobs: Jobs,
  deps: { files: FileStore; printVendor: PrintVendor },
): Promise<void> {
  await jobs.work<UserRequestData<ReleaseRequest>>(MessageBatchReleaseQueue, (data) =>
    runMessageBatchRelease({ database, ...deps }, data.request),
  );
}
