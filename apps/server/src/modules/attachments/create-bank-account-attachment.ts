import { bankAccountAttachments, sql } from '@hoa/db';
import type { contract, ResponseOf } from '@hoa/contract';
import type { FileStore } from '../../files/file-store';
import type { CallerCall } from '../../http/bind';
import { requireBankAccount } from './access';
import { selectBankAccountAttachments } from './queries';
import { runUpload } from './upload';

type CreateBankAccountAttachment = typeof contract.attachments.CreateBankAccountAttachment;

/** Uploads a file to a bank account (a statement, a signature card). */
export function createBankAccountAttachment(
  call: CallerCall<CreateBankAccountAttachment>,
  files: FileStore,
): Promise<ResponseOf<CreateBankAccountAttachment>> {
  const body = call.input.body;
  return runUpload(call, files, body, {
    authorize: (ctx) => requireBankAccount(ctx, body.BankAccountId, 'update'),
    record: async (ctx, bankAccountId, attachmentId) => {
      const [link] = await ctx.tx
        .insert(bankAccountAttachments)
        .values({ companyId: ctx.user.companyId, bankAccountId, attachmentId })
        .returning({ id: bankAccountAttachments.id });
      if (!link) throw new Error('Bank account attachment insert returned no row');
      const [row] = await selectBankAccountAttachments(ctx, sql`baa.id = ${link.id}`);
      if (!row) throw new Error('Bank account attachment not found after writing it');
      return row;
    },
  });
}
