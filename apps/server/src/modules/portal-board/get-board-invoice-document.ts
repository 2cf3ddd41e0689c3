import type { FastifyReply } from 'fastify';
import type { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import type { FileStore } from '../../files/file-store';
import type { OwnerCall } from '../../http/bind-owner';
import { notFound } from '../../http/errors';
import { sendStoredAttachment } from '../attachments/index';
import { asBoardUser } from './board-member';
import { awaitingBoard } from './get-board-inbox';

type Call = typeof contract.portalBoard.GetBoardInvoiceDocument;

/**
 * Portal/GetBoardInvoiceDocument/{itemId}: the document of an invoice of the board member's
 * community awaiting board approval; any other invoice, or one without a document, is 404.
 */
export async function getBoardInvoiceDocument(
  call: OwnerCall<Call>,
  files: FileStore,
): Promise<FastifyReply> {
  const { itemId } = call.input.params;
  const document = await call.run(async (ctx) => {
    await asBoardUser(ctx);
    const [invoice] = await awaitingBoard(ctx.tx, ctx.owner.communityAgentId, itemId);
    if (!invoice?.HasDocument) throw notFound();
    const [row] = await queryRows<{ storageKey: string; contentType: string; fileName: string }>(
      ctx.tx,
      sql`select a.storage_key as "storageKey", a.content_type as "contentType",
                 a.file_name as "fileName"
            from ap_invoices v join attachments a on a.id = v.attachment_id
           where v.item_id = ${itemId}`,
    );
    return row;
  });
  if (!document) throw notFound();
  return sendStoredAttachment(call, files, document, 'inline');
}
