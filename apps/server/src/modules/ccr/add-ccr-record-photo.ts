import { violationPhotos } from '@hoa/db';
import type { contract, ResponseOf } from '@hoa/contract';
import type { FileStore } from '../../files/file-store';
import type { CallerCall } from '../../http/bind';
import type { RequestContext } from '../../http/request-context';
import { linkToItemAgent, requireItemParty, runUpload } from '../attachments/index';
import { ccrRecordPhotos } from './get-ccr-record-attachments';
import { requireCcrRecord } from './ccr-record-rows';

type AddCcrRecordPhoto = typeof contract.ccr.AddCcrRecordPhoto;

/**
 * A stored attachment made a photo of the violation: linked to its owner's party on the item and
 * kept with its capture time and GPS position. Inspection batches move their photos through it.
 */
export async function recordCcrPhoto(
  ctx: RequestContext,
  party: Parameters<typeof linkToItemAgent>[1],
  attachmentId: number,
  facts: {
    CapturedAt?: string | undefined;
    Latitude?: number | undefined;
    Longitude?: number | undefined;
  },
): Promise<void> {
  await linkToItemAgent(ctx, party, attachmentId);
  await ctx.tx.insert(violationPhotos).values({
    attachmentId,
    companyId: ctx.user.companyId,
    itemId: party.itemId,
    capturedAt: facts.CapturedAt ? new Date(facts.CapturedAt) : null,
    latitude: facts.Latitude ?? null,
    longitude: facts.Longitude ?? null,
  });
}

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
      await recordCcrPhoto(ctx, party, attachmentId, body);
      const [photo] = await ccrRecordPhotos(ctx, body.TopsItemId, attachmentId);
      if (!photo) throw new Error('The violation photo was not read back');
      return photo;
    },
  });
}
