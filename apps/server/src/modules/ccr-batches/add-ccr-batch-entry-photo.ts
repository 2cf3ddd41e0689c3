import { ccrBatchEntryPhotos, queryRows, sql } from '@hoa/db';
import type { contract, ResponseOf } from '@hoa/contract';
import { InspectionLimits } from '@hoa/domain';
import type { FileStore } from '../../files/file-store';
import type { CallerCall } from '../../http/bind';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { runUpload } from '../attachments/index';
import { readCcrBatchEntry, requireCcrBatchEntry } from './ccr-batch-rows';

type AddCcrBatchEntryPhoto = typeof contract.ccrBatches.AddCcrBatchEntryPhoto;

/** The photo an entry already has under the phone's key, if any. */
async function photoOfKey(ctx: RequestContext, entryId: number, clientKey: string) {
  const [known] = await queryRows<{ id: number; entry_id: number }>(
    ctx.tx,
    sql`select attachment_id::int8 as id, entry_id::int8 as entry_id
          from ccr_batch_entry_photos where client_key = ${clientKey}`,
  );
  if (!known) return null;
  if (Number(known.entry_id) !== entryId) throw appError('InspectionEntryKeyOfOtherBatch');
  return Number(known.id);
}

/** The photo as the entry lists it. */
async function readPhoto(ctx: RequestContext, batchId: number, entryId: number, id: number) {
  const entry = await readCcrBatchEntry(ctx, batchId, entryId);
  const photo = entry.Photos.find((p) => p.TopsAttachmentId === id);
  if (!photo) throw new Error('The inspection photo was not read back');
  return photo;
}

/**
 * Ccr/AddCcrBatchEntryPhoto: a photo of an entry of a draft batch, with the capture time and GPS
 * position the device gave, stored as an attachment until the accrue moves it to the record. A
 * key already used answers the photo it made.
 */
export async function addCcrBatchEntryPhoto(
  call: CallerCall<AddCcrBatchEntryPhoto>,
  files: FileStore,
): Promise<ResponseOf<AddCcrBatchEntryPhoto>> {
  const body = call.input.body;
  const sent = await call.run(async (ctx) => {
    const entry = await requireCcrBatchEntry(ctx, body.CcrBatchEntryId, 'create');
    const id = await photoOfKey(ctx, entry.entryId, body.ClientKey);
    return id === null ? null : readPhoto(ctx, entry.batchId, entry.entryId, id);
  });
  if (sent) return sent;
  return runUpload(call, files, body, {
    authorize: async (ctx) => {
      const entry = await requireCcrBatchEntry(ctx, body.CcrBatchEntryId, 'create');
      const [count] = await queryRows<{ n: number }>(
        ctx.tx,
        sql`select count(*)::int8 as n from ccr_batch_entry_photos where entry_id = ${entry.entryId}`,
      );
      if (Number(count?.n ?? 0) >= InspectionLimits.Photos)
        throw appError('InspectionEntryPhotosFull');
      return entry;
    },
    record: async (ctx, entry, attachmentId) => {
      await ctx.tx.insert(ccrBatchEntryPhotos).values({
        attachmentId,
        companyId: ctx.user.companyId,
        entryId: entry.entryId,
        clientKey: body.ClientKey,
        capturedAt: body.CapturedAt ? new Date(body.CapturedAt) : null,
        latitude: body.Latitude ?? null,
        longitude: body.Longitude ?? null,
      });
      return readPhoto(ctx, entry.batchId, entry.entryId, attachmentId);
    },
  });
}
