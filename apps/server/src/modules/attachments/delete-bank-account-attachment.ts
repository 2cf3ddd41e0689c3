import type { RequestContext } from '../../http/request-context';
import { requireBankAccount } from './access';
import { deleteLink, linkOwner } from './release-attachment';

/** Removes an attachment from a bank account; answers the storage key of a file to remove. */
export async function deleteBankAccountAttachment(
  ctx: RequestContext,
  bankAccountAttachmentId: number,
): Promise<string | null> {
  const table = 'bank_account_attachments';
  const bankAccountId = await linkOwner(ctx, table, 'bank_account_id', bankAccountAttachmentId);
  await requireBankAccount(ctx, bankAccountId, 'update');
  return deleteLink(ctx, table, bankAccountAttachmentId);
}
