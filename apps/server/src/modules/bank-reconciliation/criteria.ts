import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadReconAccount } from './recon-account';
import { idArray } from '../../sql/index';

type R = typeof contract.bankReconciliation;

function selectCriteria(ctx: RequestContext, bankAccountId: number) {
  return queryRows<ResponseOf<R['GetBankReconCriteria']>[number]>(
    ctx.tx,
    sql`select c.id::int8 as "BankReconCriteriaId", c.bank_account_id::int8 as "BankAccountId",
               c.description_contains as "DescriptionContains", c.transaction_type as "TransactionType",
               c.account_id::int8 as "TopsAccountId",
               a.account_number || ' ' || a.account_name as "AccountName"
          from bank_recon_criteria c join accounts a on a.id = c.account_id
         where c.bank_account_id = ${bankAccountId}::bigint order by c.id`,
  );
}

export async function getBankReconCriteria(
  ctx: RequestContext,
  input: InputOf<R['GetBankReconCriteria']>,
): Promise<ResponseOf<R['GetBankReconCriteria']>> {
  const account = await loadReconAccount(ctx, input.query.bankAccountId, 'read');
  return selectCriteria(ctx, account.id);
}

/** Replaces the account's criteria; every GL account must be of the account's community. */
export async function saveBankReconCriteria(
  ctx: RequestContext,
  input: InputOf<R['SaveBankReconCriteria']>,
): Promise<ResponseOf<R['SaveBankReconCriteria']>> {
  const b = input.body;
  const account = await loadReconAccount(ctx, b.BankAccountId, 'update');
  const accountIds = [...new Set(b.Criteria.map((c) => c.TopsAccountId))];
  const [found] = await queryRows<{ n: number }>(
    ctx.tx,
    sql`select count(*)::int as n from accounts
         where id = any(${idArray(accountIds)})
           and community_agent_id = ${account.communityAgentId}::bigint`,
  );
  if ((found?.n ?? 0) !== accountIds.length) {
    throw appError('BankReconCriterionNeedsGlAccount');
  }
  await ctx.tx.execute(
    sql`delete from bank_recon_criteria where bank_account_id = ${account.id}::bigint`,
  );
  if (b.Criteria.length > 0) {
    await ctx.tx.execute(
      sql`insert into bank_recon_criteria (company_id, bank_account_id, description_contains,
                                           transaction_type, account_id)
          select ${ctx.user.companyId}::bigint, ${account.id}::bigint, t."DescriptionContains",
                 t."TransactionType", t."TopsAccountId"
            from jsonb_to_recordset(${JSON.stringify(b.Criteria)}::jsonb)
              as t("DescriptionContains" text, "TransactionType" text, "TopsAccountId" bigint)`,
    );
  }
  return selectCriteria(ctx, account.id);
}

export async function deleteAllBankReconCriteria(
  ctx: RequestContext,
  input: InputOf<R['DeleteAllBankReconCriteria']>,
): Promise<ResponseOf<R['DeleteAllBankReconCriteria']>> {
  const account = await loadReconAccount(ctx, input.params.id, 'delete');
  await ctx.tx.execute(
    sql`delete from bank_recon_criteria where bank_account_id = ${account.id}::bigint`,
  );
  return { success: true };
}
