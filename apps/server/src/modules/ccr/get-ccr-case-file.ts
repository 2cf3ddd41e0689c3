import { queryRows, sql } from '@hoa/db';
import type { contract } from '@hoa/contract';
import type { FastifyReply } from 'fastify';
import { readStoredFile, type FileStore } from '../../files/file-store';
import type { CallerCall } from '../../http/bind';
import { sendPdf } from '../../http/send-download';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { renderCaseFile, type CaseFileData, type CaseFilePhoto } from './case-file-pdf';
import { requireCcrRecord } from './ccr-record-rows';
import { ccrRecordPhotos } from './get-ccr-record-attachments';
import { readTimeline } from './violation-timeline';

type GetCcrCaseFile = typeof contract.ccr.GetCcrCaseFile;

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff]);

/** A stored photo as a data: URL when it is a PNG or JPEG (by its bytes), else null. */
async function imageOf(files: FileStore, key: string | undefined): Promise<string | null> {
  if (!key) return null;
  const bytes = await readStoredFile(files, key).catch(() => null);
  if (!bytes) return null;
  const type = bytes.subarray(0, 4).equals(png)
    ? 'image/png'
    : bytes.subarray(0, 3).equals(jpeg)
      ? 'image/jpeg'
      : null;
  return type ? `data:${type};base64,${bytes.toString('base64')}` : null;
}

/** What the case file shows, read in the request's transaction; the photos' storage keys. */
async function caseFileFacts(ctx: RequestContext, itemId: number) {
  const record = await requireCcrRecord(ctx, itemId, 'read');
  const timeline = await readTimeline(ctx, record);
  const photos = (await ccrRecordPhotos(ctx, record.TopsItemId)).reverse();
  const keys = await queryRows<{ id: string | number; storage_key: string }>(
    ctx.tx,
    sql`select id, storage_key from attachments
         where id = any(${idArray(photos.map((p) => p.TopsAttachmentId))})`,
  );
  return {
    record,
    timeline,
    photos,
    keys: new Map(keys.map((k) => [Number(k.id), k.storage_key])),
    showCaptureDates: ctx.user.featureFlags.ccrAttachmentDates === true,
  };
}

/**
 * Ccr/GetCcrCaseFile: the violation's case file as one PDF, its photos as images (with their
 * capture time where the company's ccrAttachmentDates flag is on, and their GPS position).
 * Rendered after the transaction has ended.
 */
export async function getCcrCaseFile(
  call: CallerCall<GetCcrCaseFile>,
  files: FileStore,
): Promise<FastifyReply> {
  const itemId = call.input.query.itemId;
  const facts = await call.run((ctx) => caseFileFacts(ctx, itemId));
  const photos: CaseFilePhoto[] = [];
  for (const photo of facts.photos)
    photos.push({ photo, image: await imageOf(files, facts.keys.get(photo.TopsAttachmentId)) });
  const data: CaseFileData = { ...facts, photos, printedAt: new Date() };
  return sendPdf(call, await renderCaseFile(data), `violation-${String(itemId)}-case-file.pdf`);
}
