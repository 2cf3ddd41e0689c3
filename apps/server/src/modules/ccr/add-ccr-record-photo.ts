import { violationPhotos } from '@hoa/db';
import type { contract, ResponseOf } from '@hoa/contract';
import type { FileStore } from '../../files/file-store';
import type { CallerCall } from '../../http/bind';
import { linkToItemAgent, requireItemParty, runUpload } from '../attachments/index';
import { ccrRecordPhotos } from './get-ccr-record-attachments';
import { requireCcrRecord } from './ccr-record-rows';

type AddCcrRecordPhoto = typeof contract.ccr.AddCcrRecordPhoto;

/**
 * Ccr/AddCcrRecordPhoto: a photo uploaded to the violation (an attachment of its owner's party on
 * the item), kept with the capture time and GPS position the device gave.
 */
export function addCcrRecordPhoto(
  call: CallerCall<AddCcrRecordPhoto>,
  files: FileStore,
): Promise<ResponseOf<AddCcrRecordPhoto>> {
  const body = call.input.body;
  return runUpload(call, files, body, {
    authorize: async (ctx) => {
      const record = await requireCcrRecord(ctx, body.TopsItemId, 'update');
      return requireItemParty(ctx, record.TopsItemId, record.OwnerAgentId, 'update');
    },
    record: async (ctx, party, attachmentId) => {
      await linkToItemAgent(ctx, party, attachmentId);
      await ctx.tx.insert(violationPhotos).values({
        attachmentId,
        companyId: ctx.user.companyId,
        itemId: body.TopsItemId,
        capturedAt: body.CapturedAt ? new Date(body.CapturedAt) : null,
        latitude: body.Latitude ?? null,
        longitude: body.Longitude ?? null,
      });
      const [photo] = await ccrRecordPhotos(ctx, body.TopsItemId, attachmentId);
      if (!photo) throw new Error('The violation photo was not read back');
      return photo;
    },
  });
}
