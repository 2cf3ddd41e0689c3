import type { RecipientAttachment } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import type { MailAttachment } from '../mail/index';

/** A file an attachments batch's recipient gets, as the contract shows it and the outbox sends it. */
export type RecipientFile = RecipientAttachment & MailAttachment;

/** The files of an attachments batch's recipients, by recipient, in order; none for letters. */
export async function recipientFiles(
  ctx: RequestContext,
  recipientIds: readonly number[],
): Promise<Map<number, RecipientFile[]>> {
  const byRecipient = new Map<number, RecipientFile[]>();
  if (recipientIds.length === 0) return byRecipient;
  const rows = await queryRows<{
    recipient_id: number;
    id: number;
    file_name: string;
    storage_key: string;
    content_type: string;
  }>(
    ctx.tx,
    sql`select ra.recipient_id, a.id, a.file_name, a.storage_key, a.content_type
          from message_batch_recipient_attachments ra join attachments a on a.id = ra.attachment_id
         where ra.recipient_id = any(${idArray(recipientIds)})
         order by ra.recipient_id, ra.position`,
  );
  for (const row of rows) {
    const id = Number(row.recipient_id);
    byRecipient.set(id, [
      ...(byRecipient.get(id) ?? []),
      {
        TopsAttachmentId: Number(row.id),
        FileName: row.file_name,
        storageKey: row.storage_key,
        fileName: row.file_name,
        contentType: row.content_type,
      },
    ]);
  }
  return byRecipient;
}

/** A recipient's files as the contract lists them. */
export const listedFiles = (files: readonly RecipientFile[] | undefined): RecipientAttachment[] =>
  (files ?? []).map((f) => ({ TopsAttachmentId: f.TopsAttachmentId, FileName: f.FileName }));
