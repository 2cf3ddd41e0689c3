import type { contract, ResponseOf } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { MessageBatchMessages, StatusId } from '@hoa/domain';
import type { FastifyReply } from 'fastify';
import { readStoredFile } from '../../files/file-store';
import type { CallerCall } from '../../http/bind';
import { badRequest, notFound } from '../../http/errors';
import type { AppDeps } from '../../http/request-context';
import { sendPdf } from '../../http/send-download';
import { enqueueUserRequest } from '../../jobs/user-requests';
import { batchHeader, editableBatch } from './batch-header';
import { runMessageBatchRelease, type ReleaseRequest } from './release-runner';

type C = typeof contract.messageBatches;

/** The queue of batch releases; its worker is jobs/message-batch-releases.ts. */
export const MessageBatchReleaseQueue = 'message-batch-release';

/**
 * MessageBatch/Release: a batch being edited with at least one valid recipient becomes Open
 * (being released) and is released by a background job when this process runs them, else at
 * once in the request. The answer is the header; its progress tells how far the job has got.
 */
export async function releaseMessageBatch(
  call: CallerCall<C['ReleaseMessageBatch']>,
  deps: Pick<AppDeps, 'database' | 'files' | 'printVendor' | 'backgroundJobs'>,
): Promise<ResponseOf<C['ReleaseMessageBatch']>> {
  const id = call.input.body.messageBatchItemId;
  const request = await call.run(async (ctx): Promise<ReleaseRequest> => {
    const header = await editableBatch(ctx, id);
    const [counts] = await queryRows<{ todo: number; done: number }>(
      ctx.tx,
      sql`select count(*) filter (where released_at is null)::int as todo,
                 count(*) filter (where released_at is not null)::int as done
            from message_batch_recipients
           where item_id = ${id} and is_valid and not is_removed and not is_summary`,
    );
    if (!counts || counts.todo + counts.done === 0)
      throw badRequest(MessageBatchMessages.nothingToRelease);
    await ctx.tx.execute(
      sql`with b as (update message_batches
                        set progress_done = ${counts.done},
                            progress_total = ${counts.todo + counts.done}, release_error = null
                      where item_id = ${id})
          update items set status_id = ${StatusId.Open}, updated_at = now() where id = ${id}`,
    );
    return {
      companyId: ctx.user.companyId,
      userId: ctx.user.userId,
      batchItemId: header.TopsItemId,
    };
  });
  const queued = deps.backgroundJobs
    ? await enqueueUserRequest(deps.database, MessageBatchReleaseQueue, {
        ...request,
        communityAgentIds: [],
        request,
      })
    : null;
  if (!queued) await runMessageBatchRelease(deps, request);
  return call.run((ctx) => batchHeader(ctx, id));
}

/** MessageBatch/DownloadPrintFile: the merged PDF in the print queue. */
export async function downloadPrintFile(
  call: CallerCall<C['DownloadPrintFile']>,
  deps: Pick<AppDeps, 'files'>,
): Promise<FastifyReply> {
  const id = call.input.query.messageBatchItemId;
  const key = await call.run(async (ctx) => {
    await batchHeader(ctx, id);
    const [order] = await queryRows<{ storage_key: string }>(
      ctx.tx,
      sql`select storage_key from print_orders where batch_item_id = ${id}`,
    );
    if (!order) throw notFound(MessageBatchMessages.noPrintFile);
    return order.storage_key;
  });
  return sendPdf(call, await readStoredFile(deps.files, key), `print-letters-${id}.pdf`);
}
