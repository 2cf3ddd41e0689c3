import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireBankAccount } from './access';
import { selectBankAccountAttachments } from './queries';

type GetBankAccountAttachments = typeof contract.attachments.GetBankAccountAttachments;

export async function getBankAccountAttachments(
  ctx: RequestContext,
  input: InputOf<GetBankAccountAttachments>,
): Promise<ResponseOf<GetBankAccountAttachments>> {
  const bankAccountId = await requireBankAccount(ctx, input.query.bankAccountId, 'read');
  return selectBankAccountAttachments(ctx, sql`baa.bank_account_id = ${bankAccountId}`);
}
