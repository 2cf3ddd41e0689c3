import { attachments, eq } from '@hoa/db';
import type { contract } from '@hoa/contract';
import { attachmentAnswerType, holdsPortalRight, isPreviewable } from '@hoa/domain';
import type { FastifyReply } from 'fastify';
import { StoredFileMissing, type FileStore } from '../../files/file-store';
import type { OwnerCall } from '../../http/bind-owner';
import { appError, notFound } from '../../http/errors';
import { sendDownload } from '../../http/send-download';
import { contentDisposition } from '../attachments/index';
import type { OwnerContext } from '../owner-auth/index';
import { readOwnerRequest } from './get-my-request';
import { readOwnerViolation } from './get-my-violation';
import { ownerViolations } from './owner-items';

type GetMyFile = typeof contract.portalRequests.GetMyFile;

/**
 * The files of one of the owner's items: a violation's photos and letters (for a session with the
 * violations right: a renter's is not), a request's photos.
 */
async function ownerItemFileIds(ctx: OwnerContext, itemId: number): Promise<number[]> {
  const [violation] = await ownerViolations(ctx, itemId);
  if (violation) {
    if (!holdsPortalRight(ctx.owner.rights, 'violations')) throw notFound();
    const detail = await readOwnerViolation(ctx, itemId);
    return [
      ...detail.Photos.map((f) => f.TopsAttachmentId),
      ...detail.Letters.flatMap((l) => (l.File ? [l.File.TopsAttachmentId] : [])),
    ];
  }
  const request = await readOwnerRequest(ctx, itemId);
  return request.Photos.map((f) => f.TopsAttachmentId);
}

/** Portal/GetMyFile/{itemId}/{attachmentId}: a file of one of the owner's items, else 404. */
export async function getMyFile(
  call: OwnerCall<GetMyFile>,
  files: FileStore,
): Promise<FastifyReply> {
  const { itemId, attachmentId } = call.input.params;
  const attachment = await call.run(async (ctx) => {
    if (!(await ownerItemFileIds(ctx, itemId)).includes(attachmentId)) throw notFound();
    const [row] = await ctx.tx.select().from(attachments).where(eq(attachments.id, attachmentId));
    if (!row) throw notFound();
    return row;
  });
  const stream = await files.get(attachment.storageKey).catch((error: unknown) => {
    if (error instanceof StoredFileMissing) throw appError('AttachmentFileMissing');
    throw error;
  });
  const inline = isPreviewable(attachment.contentType);
  return sendDownload(call, {
    contentType: attachmentAnswerType(attachment.contentType),
    fileName: attachment.fileName,
    body: stream,
    disposition: contentDisposition(inline ? 'inline' : 'attachment', attachment.fileName),
    sizeBytes: attachment.sizeBytes,
  });
}
