import { bankAccounts, eq, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { loadBankAccount } from './bank-access';
import { readBankAccount } from './bank-queries';

type RemoveBankAccount = typeof contract.banks.RemoveBankAccount;
type RestoreBankAccount = typeof contract.banks.RestoreBankAccount;

/** Removes an account; when it was primary, the community's oldest live account takes the flag. */
export async function removeBankAccount(
  ctx: RequestContext,
  input: InputOf<RemoveBankAccount>,
): Promise<ResponseOf<RemoveBankAccount>> {
  const account = await loadBankAccount(ctx, input.params.id, 'delete');
  if (!account.isRemoved) {
    await ctx.tx
      .update(bankAccounts)
      .set({ isRemoved: true, isPrimary: false })
      .where(eq(bankAccounts.id, account.id));
    if (account.isPrimary) {
      await ctx.tx.execute(
        sql`update bank_accounts set is_primary = true
            where id = (select id from bank_accounts
                         where community_agent_id = ${account.communityAgentId} and not is_removed
                         order by id limit 1)`,
      );
    }
  }
  return readBankAccount(ctx, account.id);
}

/** Restores an account; it becomes primary when its community has no primary account. */
export async function restoreBankAccount(
  ctx: RequestContext,
  input: InputOf<RestoreBankAccount>,
): Promise<ResponseOf<RestoreBankAccount>> {
  const account = await loadBankAccount(ctx, input.params.id, 'update');
  if (account.isRemoved) {
    await ctx.tx.execute(
      sql`update bank_accounts set is_removed = false,
            is_primary = not exists (select 1 from bank_accounts o
              where o.community_agent_id = ${account.communityAgentId}
                and o.is_primary and not o.is_removed)
          where id = ${account.id}`,
    );
  }
  return readBankAccount(ctx, account.id);
}
