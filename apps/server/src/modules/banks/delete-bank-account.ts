import { bankAccounts, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadBankAccount } from './bank-access';

type DeleteBankAccount = typeof contract.banks.DeleteBankAccount;

/**
 * Deletes a bank account nothing refers to. Every table that refers to a bank account (bank
 * transactions and statements, checks and payments, reconciliations, transfers, signatures, bank
 * files, settings) does so by a foreign key without cascade, so the database refuses the delete
 * while any such row exists; the savepoint keeps the request's transaction usable for the answer.
 */
export async function deleteBankAccount(
  ctx: RequestContext,
  input: InputOf<DeleteBankAccount>,
): Promise<ResponseOf<DeleteBankAccount>> {
  const account = await loadBankAccount(ctx, input.params.id, 'delete');
  try {
    await ctx.tx.transaction((sp) =>
      sp.delete(bankAccounts).where(eq(bankAccounts.id, account.id)),
    );
  } catch (error) {
    if (isForeignKeyRefusal(error)) throw appError('BankAccountInUse');
    throw error;
  }
  return { success: true };
}

function isForeignKeyRefusal(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  return (e.cause?.code ?? e.code) === '23503';
}
