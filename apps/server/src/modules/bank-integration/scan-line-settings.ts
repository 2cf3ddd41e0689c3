import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type Save = typeof contract.bankIntegration.SaveBankCheckScanLineSettings;

/** Whether a check scan line's short bank account number may be padded with zeros (off unless saved). */
export async function getBankCheckScanLineSettings(ctx: RequestContext) {
  requireClaim(ctx, 'bank', 'read');
  const [row] = await queryRows<{ pad: boolean }>(
    ctx.tx,
    sql`select allow_bank_account_padding as pad from bank_check_scan_line_settings`,
  );
  return { AllowBankAccountPadding: row?.pad ?? false };
}

export async function saveBankCheckScanLineSettings(ctx: RequestContext, { body }: InputOf<Save>) {
  requireClaim(ctx, 'bank', 'update');
  await ctx.tx.execute(
    sql`insert into bank_check_scan_line_settings (company_id, allow_bank_account_padding)
        values (${ctx.user.companyId}, ${body.request.AllowBankAccountPadding})
        on conflict (company_id) do update
          set allow_bank_account_padding = excluded.allow_bank_account_padding`,
  );
  return { success: true as const };
}
