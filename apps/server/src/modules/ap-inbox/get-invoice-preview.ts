import type { FastifyReply } from 'fastify';
import type { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { ApprovalMessages as M, FileTypes } from '@hoa/domain';
import type { FileStore } from '../../files/file-store';
import { StoredFileMissing } from '../../files/file-store';
import { requireClaim } from '../../http/access';
import type { CallerCall } from '../../http/bind';
import { appError, notFound } from '../../http/errors';
import { sendDownload } from '../../http/send-download';
import { lockInvoice } from './invoice-facts';

/** The invoice's attachment shown inline: PDFs only (spec 2 §5). */
export async function sendInvoicePreview(
  call: CallerCall<typeof contract.apInbox.GetInvoicePreview>,
  files: FileStore,
): Promise<FastifyReply> {
  const itemId = call.input.params.itemId;
  const file = await call.run(async (ctx) => {
    requireClaim(ctx, 'apinvoice', 'read');
    await lockInvoice(ctx, itemId);
    const [row] = await queryRows<{ type: string; key: string; name: string; size: number }>(
      ctx.tx,
      sql`select a.content_type as type, a.storage_key as key, a.file_name as name,
                 a.size_bytes::int8 as size
            from ap_invoices v join attachments a on a.id = v.attachment_id
           where v.item_id = ${itemId}`,
    );
    if (!row) throw notFound(M.noAttachment);
    if (row.type !== FileTypes.Pdf) throw appError('PayablesOnlyPdfPreview');
    return row;
  });
  const stream = await files.get(file.key).catch((error: unknown) => {
    if (error instanceof StoredFileMissing) throw notFound(M.noAttachment);
    throw error;
  });
  const safeName = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return sendDownload(call, {
    contentType: FileTypes.Pdf,
    fileName: safeName,
    body: stream,
    disposition: `inline; filename="${safeName}"`,
    sizeBytes: file.size,
  });
}
