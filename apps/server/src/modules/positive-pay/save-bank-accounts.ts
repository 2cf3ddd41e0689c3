import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { refuseLayoutForPendingChecks } from './check-numbers';
import { readPositivePayAccounts } from './positive-pay-queries';
import { idArray } from '../../sql/index';

type SaveBankAccounts = typeof contract.positivePay.SaveBankAccounts;

/**
 * PositivePay/SaveBankAccounts: enrols bank accounts (or stops them), each with its layout. Every
 * account must be one of the caller's communities (404 otherwise). An account is not enrolled in a
 * layout in which the checks the bank may still be sent cannot be written (400 naming the check
 * number and the rule). One statement for all.
 */
export async function saveBankAccounts(
  ctx: RequestContext,
  { body }: InputOf<SaveBankAccounts>,
): Promise<ResponseOf<SaveBankAccounts>> {
  requireClaim(ctx, 'bank', 'update');
  const ids = [...new Set(body.BankAccounts.map((a) => a.BankAccountId))];
  const idList = idArray(ids);
  const known = await readPositivePayAccounts(ctx, sql`bank_accounts.id = any(${idList})`);
  if (known.length !== ids.length) throw notFound();
  // One row per account, the last given winning.
  const byId = new Map(body.BankAccounts.map((a) => [a.BankAccountId, a]));
  const rows = [...byId.values()].map((a) => ({
    id: a.BankAccountId,
    enabled: a.IsEnrolled,
    layout: a.Layout,
  }));
  await refuseLayoutForPendingChecks(ctx.tx, rows);
  await ctx.tx.execute(
    sql`insert into positive_pay_enrollments (bank_account_id, company_id, layout, is_enabled)
        select r.id, ${ctx.user.companyId}::bigint, r.layout, r.enabled
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id bigint, layout text, enabled boolean)
        on conflict (bank_account_id) do update
          set layout = excluded.layout, is_enabled = excluded.is_enabled`,
  );
  return readPositivePayAccounts(ctx, sql`bank_accounts.id = any(${idList})`);
}
