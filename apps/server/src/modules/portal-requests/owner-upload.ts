import { randomUUID } from 'node:crypto';
import { and, asc, attachments, eq, itemAgentAttachments, itemAgents } from '@hoa/db';
import type { EndpointDef } from '@hoa/contract';
import { newStorageKey, type FileStore } from '../../files/file-store';
import { storeThenRecord } from '../../files/store-then-record';
import type { OwnerCall } from '../../http/bind-owner';
import { checkUpload, type UploadFields } from '../attachments/index';
import type { OwnerContext } from '../owner-auth/index';

/**
 * An owner's upload in order: check the file; check the owner may attach it (authorize); store
 * it; then, in one transaction, authorize again, write the attachment and what it belongs to
 * (record). If that transaction fails the file is removed again.
 */
export async function runOwnerUpload<Result>(
  call: Pick<OwnerCall<EndpointDef>, 'run'>,
  files: FileStore,
  fields: UploadFields,
  steps: {
    authorize(ctx: OwnerContext): Promise<void>;
    record(ctx: OwnerContext, attachmentId: number): Promise<Result>;
  },
): Promise<Result> {
  const upload = await checkUpload(fields);
  const companyId = await call.run(async (ctx) => {
    await steps.authorize(ctx);
    return ctx.owner.companyId;
  });
  const storageKey = newStorageKey(companyId, randomUUID());
  const file = { storageKey, bytes: upload.bytes, contentType: upload.mimeType };
  return storeThenRecord(files, file, () =>
    call.run(async (ctx) => {
      await steps.authorize(ctx);
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
          uploadedByUserId: null,
        })
        .returning({ id: attachments.id });
      if (!row) throw new Error('Attachment insert returned no row');
      return steps.record(ctx, row.id);
    }),
  );
}

/** Links an attachment to an item's first party (the owner, where the item names them). */
export async function linkToItem(
  ctx: OwnerContext,
  itemId: number,
  attachmentId: number,
): Promise<void> {
  const [party] = await ctx.tx
    .select({ id: itemAgents.id })
    .from(itemAgents)
    .where(and(eq(itemAgents.itemId, itemId), eq(itemAgents.isDeleted, false)))
    .orderBy(asc(itemAgents.id))
    .limit(1);
  if (!party) throw new Error(`Item ${String(itemId)} has no party to attach to`);
  await ctx.tx
    .insert(itemAgentAttachments)
    .values({ companyId: ctx.owner.companyId, itemAgentId: party.id, attachmentId });
}
