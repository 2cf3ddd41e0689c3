import { agents, bankAccounts, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadBank } from './bank-access';

type DeleteBank = typeof contract.banks.DeleteBank;

/**
 * Deletes a bank that holds no bank account, removed ones included (their history keeps the
 * bank). The bank is marked deleted, as other profiles are, so its logs and settings keep their
 * bank; it leaves the portfolio and the pickers.
 */
export async function deleteBank(
  ctx: RequestContext,
  input: InputOf<DeleteBank>,
): Promise<ResponseOf<DeleteBank>> {
  const bank = await loadBank(ctx, input.params.id, 'delete');
  const [held] = await ctx.tx
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.bankAgentId, bank.id))
    .limit(1);
  if (held) throw appError('BankHasAccounts');
  await ctx.tx.update(agents).set({ isDeleted: true }).where(eq(agents.id, bank.id));
  return { success: true };
}
