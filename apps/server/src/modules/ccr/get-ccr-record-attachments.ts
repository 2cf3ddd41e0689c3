import { queryRows, sql } from '@hoa/db';
import type { CcrPhoto, contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { selectItemAgentAttachments, withoutCheck } from '../attachments/index';
import { requireCcrRecord } from './ccr-record-rows';

type GetCcrRecordAttachments = typeof contract.ccr.GetCcrRecordAttachments;

/** The files of a violation, each photo with its capture time and position where it has them. */
export async function ccrRecordPhotos(
  ctx: RequestContext,
  itemId: number,
  attachmentId?: number,
): Promise<CcrPhoto[]> {
  const only = attachmentId === undefined ? sql`` : sql`and att.id = ${attachmentId}`;
  const files = await selectItemAgentAttachments(
    ctx,
    sql`ia.item_id = ${itemId} and not ia.is_deleted ${only}`,
  );
  const photos = await queryRows<{
    attachment_id: string | number;
    captured_at: string | null;
    latitude: string | number | null;
    longitude: string | number | null;
  }>(
    ctx.tx,
    sql`select attachment_id, captured_at, latitude, longitude from violation_photos
         where item_id = ${itemId}`,
  );
  const byId = new Map(photos.map((p) => [Number(p.attachment_id), p]));
  return files.map((file) => {
    const photo = byId.get(file.TopsAttachmentId);
    const degrees = (value: string | number | null | undefined) =>
      value === null || value === undefined ? null : Number(value);
    return {
      ...withoutCheck(file),
      CapturedAt: photo?.captured_at ? new Date(photo.captured_at).toISOString() : null,
      Latitude: degrees(photo?.latitude),
      Longitude: degrees(photo?.longitude),
    };
  });
}

/** Ccr/GetCcrRecordAttachments: the violation's photos and files, newest first. */
export async function getCcrRecordAttachments(
  ctx: RequestContext,
  { query }: InputOf<GetCcrRecordAttachments>,
): Promise<ResponseOf<GetCcrRecordAttachments>> {
  const record = await requireCcrRecord(ctx, query.itemId, 'read');
  return ccrRecordPhotos(ctx, record.TopsItemId);
}
