import { queryRows, sql, type Tx } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { DefaultReconciliationSettings, type ReconciliationSettings } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { loadReconAccount } from './recon-account';

type GetSettings = typeof contract.bankReconciliation.GetSettings;
type SaveSettings = typeof contract.bankReconciliation.SaveSettings;
type DeleteAccountSettings = typeof contract.bankReconciliation.DeleteAccountSettings;

/** The settings that apply to an account: its own, else the company's, else the defaults. */
export async function effectiveSettings(
  tx: Tx,
  bankAccountId: number | null,
): Promise<ReconciliationSettings & { bankAccountId: number | null; inherited: boolean }> {
  const rows = await queryRows<ReconciliationSettings & { bankAccountId: number | null }>(
    tx,
    sql`select bank_account_id::int8 as "bankAccountId",
               ap_enforce_check_number_match as "apEnforceCheckNumberMatch",
               ap_max_days as "apMaxDays", ar_max_days as "arMaxDays"
          from bank_reconciliation_settings
         where bank_account_id is null or bank_account_id = ${bankAccountId ?? 0}::bigint
         order by bank_account_id nulls last`,
  );
  const own = rows.find((r) => r.bankAccountId !== null);
  const chosen = own ?? rows[0] ?? DefaultReconciliationSettings;
  return {
    bankAccountId,
    inherited: !own || bankAccountId === null,
    apEnforceCheckNumberMatch: chosen.apEnforceCheckNumberMatch,
    apMaxDays: chosen.apMaxDays,
    arMaxDays: chosen.arMaxDays,
  };
}

const toResponse = (s: Awaited<ReturnType<typeof effectiveSettings>>) => ({
  BankAccountId: s.bankAccountId,
  IsInherited: s.inherited,
  apEnforceCheckNumberMatch: s.apEnforceCheckNumberMatch,
  apMaxDays: s.apMaxDays,
  arMaxDays: s.arMaxDays,
});

export async function getSettings(
  ctx: RequestContext,
  input: InputOf<GetSettings>,
): Promise<ResponseOf<GetSettings>> {
  const bankAccountId = input.query.bankAccountId ?? null;
  if (bankAccountId === null) requireClaim(ctx, 'bank', 'read');
  else await loadReconAccount(ctx, bankAccountId, 'read');
  return toResponse(await effectiveSettings(ctx.tx, bankAccountId));
}

/** Saves the company's settings (no account) or one account's own. */
export async function saveSettings(
  ctx: RequestContext,
  input: InputOf<SaveSettings>,
): Promise<ResponseOf<SaveSettings>> {
  const b = input.body;
  if (b.BankAccountId === null) requireClaim(ctx, 'bank', 'update');
  else await loadReconAccount(ctx, b.BankAccountId, 'update');
  await ctx.tx.execute(
    sql`insert into bank_reconciliation_settings (company_id, bank_account_id,
          ap_enforce_check_number_match, ap_max_days, ar_max_days)
        values (${ctx.user.companyId}::bigint, ${b.BankAccountId}::bigint,
                ${b.apEnforceCheckNumberMatch}, ${b.apMaxDays}, ${b.arMaxDays})
        on conflict (company_id, coalesce(bank_account_id, 0)) do update
          set ap_enforce_check_number_match = excluded.ap_enforce_check_number_match,
              ap_max_days = excluded.ap_max_days, ar_max_days = excluded.ar_max_days,
              updated_at = now()`,
  );
  return toResponse(await effectiveSettings(ctx.tx, b.BankAccountId));
}

export async function deleteAccountSettings(
  ctx: RequestContext,
  input: InputOf<DeleteAccountSettings>,
): Promise<ResponseOf<DeleteAccountSettings>> {
  const account = await loadReconAccount(ctx, input.body.BankAccountId, 'update');
  await ctx.tx.execute(
    sql`delete from bank_reconciliation_settings where bank_account_id = ${account.id}::bigint`,
  );
  return { success: true };
}
