import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { attachments } from '@hoa/db';
import type { EndpointDef } from '@hoa/contract';
import {
  AttachmentMessages,
  checkFileSize,
  chooseAttachmentType,
  cleanFileName,
  effectiveMaxUploadBytes,
  identifyUpload,
  isUtf8Text,
} from '@hoa/domain';
import { newStorageKey, type FileStore } from '../../files/file-store';
import { storeThenRecord } from '../../files/store-then-record';
import type { CallerCall } from '../../http/bind';
import { appError, badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

export interface UploadFields {
  File: { FileName: string; DeclaredType: string; Bytes: Uint8Array };
  AttachmentDisplayName?: string;
  MaxFileSizeBytes?: number;
  TopsAttachmentTypeId?: number;
}

interface CheckedUpload {
  fileName: string;
  displayName: string;
  mimeType: string;
  attachmentTypeId: number;
  bytes: Uint8Array;
}

/** The size cap first, then the type by content, refused with the spec's messages (spec 1 §5). */
export async function checkUpload(fields: UploadFields): Promise<CheckedUpload> {
  const { Bytes: bytes } = fields.File;
  const tooLarge = checkFileSize(bytes.length, effectiveMaxUploadBytes(fields.MaxFileSizeBytes));
  if (tooLarge) throw appError('AttachmentTooLarge', tooLarge);
  if (bytes.length === 0) throw badRequest(AttachmentMessages.fileEmpty);
  const fileName = cleanFileName(fields.File.FileName);
  const detected = await fileTypeFromBuffer(bytes);
  const type = identifyUpload({
    fileName,
    detected,
    isText: detected === undefined && isUtf8Text(bytes),
  });
  if (!type.ok) throw appError('AttachmentWrongType', type.message);
  const chosen = chooseAttachmentType(fields.TopsAttachmentTypeId, type.mimeType);
  if (!chosen.ok) throw badRequest(chosen.message);
  return {
    fileName,
    displayName: fields.AttachmentDisplayName || fileName,
    mimeType: type.mimeType,
    attachmentTypeId: chosen.attachmentTypeId,
    bytes,
  };
}

export interface UploadSteps<Target, Result> {
  /** Checks the caller may attach to the target; runs before the file is stored and again with the rows. */
  authorize(ctx: RequestContext): Promise<Target>;
  /** Writes the link row(s) for the new attachment and reads the answer. */
  record(ctx: RequestContext, target: Target, attachmentId: number): Promise<Result>;
}

/**
 * An upload in order: check the file; check the caller may attach to the target; store the file;
 * then write the attachment and its link in one transaction. If that transaction fails the file
 * is removed again, so no row points at a missing file and no file outlives a failed upload.
 */
export async function runUpload<Target, Result>(
  call: Pick<CallerCall<EndpointDef>, 'run'>,
  files: FileStore,
  fields: UploadFields,
  steps: UploadSteps<Target, Result>,
): Promise<Result> {
  const upload = await checkUpload(fields);
  const companyId = await call.run(async (ctx) => {
    await steps.authorize(ctx);
    return ctx.user.companyId;
  });
  const storageKey = newStorageKey(companyId, randomUUID());
  const file = { storageKey, bytes: upload.bytes, contentType: upload.mimeType };
  return storeThenRecord(files, file, () =>
    call.run(async (ctx) => {
      const target = await steps.authorize(ctx);
      const [row] = await ctx.tx
        .insert(attachments)
        .values({
          companyId,
          attachmentTypeId: upload.attachmentTypeId,
          contentType: upload.mimeType,
          fileName: upload.fileName,
          displayName: upload.displayName,
          sizeBytes: upload.bytes.length,
          storageKey,
          uploadedByUserId: ctx.user.userId,
        })
        .returning({ id: attachments.id });
      if (!row) throw new Error('Attachment insert returned no row');
      return steps.record(ctx, target, row.id);
    }),
  );
}
